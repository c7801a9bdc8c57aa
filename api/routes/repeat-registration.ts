import type { Context } from 'hono'
import { randomId } from '../registry/collection-rules'
import { pickSession, registrationRecordOf } from '../rules/seat-reservation'
import { isSessionPast } from '../../src/api/rules/training-schedule'
import { statusOf, type RegistrationStatus } from '../../src/api/rules/registration-lifecycle'
import type {
  AlreadyRegistered,
  Registration,
  RegistrationInput,
  SiteSettings,
  TrainingPackage,
  TrainingSession,
} from '../../src/api/schemas'
import type { FormGuardFields } from '../../src/api/schemas/form-guard'
import { created, findIn } from '../context'
import type { Store } from '../store'

type Fields = Omit<RegistrationInput, keyof FormGuardFields>

/** A cancelled or expired registration does not stop the same person registering again. */
const LIVE: readonly RegistrationStatus[] = ['awaiting-payment', 'paid', 'waiting']

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The registration this e-mail already holds for what it asks now: the chosen session, or, with none chosen, any
 * upcoming session of the package (or its next cohort). Sending the form twice takes one seat, not two, and whoever
 * sent it learns nothing stored (alreadyRegisteredAnswer).
 */
export async function existingRegistration(store: Store, input: Fields): Promise<Registration | undefined> {
  const mine = (await store.records('registrations').all<Registration>()).filter(
    (registration) => sameEmail(registration.email, input.email) && LIVE.includes(statusOf(registration)),
  )
  if (mine.length === 0) return undefined
  if (input.sessionId) return mine.find((registration) => registration.sessionId === input.sessionId)
  const sessions = await store.records('trainingSessions').all<TrainingSession>()
  const upcoming = (id: string | null) => {
    const session = sessions.find((s) => s.id === id)
    return id === null || (session !== undefined && !isSessionPast(session))
  }
  return mine.find((registration) => registration.trainingPackage === input.trainingPackage && upcoming(registration.sessionId))
}

/**
 * The answer to a registration this e-mail already holds: what was sent, nothing stored (no name, no status, no
 * payment reference), whoever sent it. The stored address is e-mailed instead, in the transaction that found it.
 */
export const alreadyRegisteredAnswer = (input: Fields): AlreadyRegistered => ({
  alreadyRegistered: true,
  email: input.email,
  trainingPackage: input.trainingPackage,
  ...(input.sessionId ? { sessionId: input.sessionId } : {}),
})

/** The answer to a script that filled the honeypot: what a stored registration would have been, stored nowhere. */
export async function pretendRegistration(c: Context, store: Store, input: Fields): Promise<Response> {
  const pkg = await findIn<TrainingPackage>(store.records('trainingPackages'), input.trainingPackage, 'Training package')
  const session = pickSession(await store.records('trainingSessions').all<TrainingSession>(), pkg.id, input.sessionId)
  const settings = await store.records('siteSettings').first<SiteSettings>()
  const registration = registrationRecordOf(input, pkg, session, settings, randomId('registration'))
  return created(c, registration, `/registrations/${registration.id}`)
}
