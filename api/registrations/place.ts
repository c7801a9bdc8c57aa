import { randomId } from '../registry/collection-rules'
import { HttpError } from '../rules/http-error'
import { sessionWithSeat, statusOf } from '../../src/api/rules/registration-lifecycle'
import type { HoldShare } from '../../src/api/rules/seat-limits'
import { TOO_MANY_HOLDS, unpaidHoldCap } from '../../src/api/rules/seat-limits'
import { PACKAGE_FULL, pickSession, registrationRecordOf, SESSION_FULL, waitlistSession } from '../rules/seat-reservation'
import type { EmailTemplates, Registration, RegistrationInput, SiteSettings, TrainingPackage, TrainingSession } from '../../src/api/schemas'
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
const isFull = (error: unknown) => error instanceof HttpError && [SESSION_FULL, PACKAGE_FULL].includes(error.message)

/** Who places a registration: the keyed hash of the client's network, and the share of a session it may hold unpaid. */
export type Placement = { network: string; holdShare: HoldShare }

/**
 * After the seat is taken (on the SQL store its row stays locked until the transaction ends, so registrations for one
 * session are counted one at a time): refuses a network that already holds its share of the session's seats unpaid,
 * and otherwise says how many it holds with this one, for the inbox's notice.
 */
async function unpaidHoldsFrom(trx: Store, session: TrainingSession, { network, holdShare }: Placement): Promise<number> {
  const registrations = (await trx.records('registrations').all<Registration>()).filter((r) => sessionWithSeat(r) === session.id)
  const unpaid = registrations.filter((r) => statusOf(r) === 'awaiting-payment' && r.network === network).length
  // Every seat of the session: the ones left (this one already taken) and the ones held, this one included.
  if (unpaid >= unpaidHoldCap(session.seatsLeft + registrations.length + 1, holdShare)) throw new HttpError(409, TOO_MANY_HOLDS)
  return unpaid + 1
}

/**
 * Stores a registration in `trx`: with a seat held until its hold lapses, kept for the next cohort, or, when full
 * and the visitor asked for it, on the session's waiting list with no seat.
 */
export async function placeRegistration(trx: Store, input: RegistrationInput, placement: Placement, now = new Date()) {
  const pkg = await findIn<TrainingPackage>(trx.records('trainingPackages'), input.trainingPackage, 'Training package')
  const settings = await trx.records('siteSettings').first<SiteSettings>()
  const templates = await trx.records('emailTemplates').first<EmailTemplates>()
  const id = randomId('registration')
  try {
    const session = await reserveSeat(trx, pkg.id, input.sessionId)
    const held = session ? { network: placement.network, networkHolds: await unpaidHoldsFrom(trx, session, placement) } : {}
    const record = { ...registrationRecordOf(input, pkg, session, settings, id, now, { templates }), ...held }
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
