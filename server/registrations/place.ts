import { randomId } from '../../src/api/registry/collection-rules'
import { HttpError } from '../../src/api/rules/http-error'
import { pickSession, registrationRecordOf, waitlistSession } from '../../src/api/rules/seat-reservation'
import type { EmailTemplates, RegistrationInput, SiteSettings, TrainingPackage, TrainingSession } from '../../src/api/schemas'
import { findIn } from '../context'
import { reservedPayment } from '../payments/start'
import type { Store } from '../store'

/** Takes a seat by the shared rule (pickSession); when another registration took the last one first, asks again. */
async function reserveSeat(trx: Store, packageId: TrainingPackage['id'], sessionId: string | undefined) {
  for (;;) {
    const session = pickSession(await trx.records('trainingSessions').all<TrainingSession>(), packageId, sessionId)
    if (!session) return null
    const taken = await trx.seats.take(session.id)
    if (taken) return taken
  }
}

/** 409: the session (or every upcoming session of the package) is full. */
const isFull = (error: unknown) => error instanceof HttpError && error.status === 409

/**
 * Stores a registration in `trx`: with a seat held until its hold lapses, kept for the next cohort, or, when full
 * and the visitor asked for it, on the session's waiting list with no seat.
 */
export async function placeRegistration(trx: Store, input: RegistrationInput, now = new Date()) {
  const pkg = await findIn<TrainingPackage>(trx.records('trainingPackages'), input.trainingPackage, 'Training package')
  const settings = await trx.records('siteSettings').first<SiteSettings>()
  const templates = await trx.records('emailTemplates').first<EmailTemplates>()
  const id = randomId('registration')
  try {
    const session = await reserveSeat(trx, pkg.id, input.sessionId)
    const record = registrationRecordOf(input, pkg, session, settings, id, now, { templates })
    // Its payment reference from the start: the e-mails written in this transaction link its payment page.
    const payment = record.status === 'awaiting-payment' && settings ? reservedPayment(settings.siteUrl, id) : undefined
    return await trx.records('registrations').insert(payment ? { ...record, payment } : record)
  } catch (error) {
    if (!input.waitlist || !isFull(error)) throw error
    const sessions = await trx.records('trainingSessions').all<TrainingSession>()
    const session = waitlistSession(sessions, pkg.id, input.sessionId)
    if (!session) throw error
    return await trx.records('registrations').insert(registrationRecordOf(input, pkg, session, settings, id, now, { waiting: true, templates }))
  }
}
