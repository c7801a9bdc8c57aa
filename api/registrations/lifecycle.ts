import {
  holdExpiry,
  holdHoursOf,
  lapsedHolds,
  waitingFor,
  type RegistrationStatus,
} from '../../src/api/rules/registration-lifecycle'
import { seatHeldBy } from '../rules/seat-reservation'
import type { Registration, SiteSettings, TrainingSession } from '../../src/api/schemas'
import { reservedPayment } from '../payments/start'
import type { Store } from '../store'
import { queueRegistrantEmail } from '../mail/queue'
import { tellPromotedRegistrations } from './promoted'

/**
 * Gives the first person waiting for the session the seat: their registration now awaits payment, with a new hold.
 * A waiting registration another request promoted first is passed over (the move is conditional).
 */
async function promoteFirstWaiting(trx: Store, sessionId: string, now: Date): Promise<Registration | null> {
  const registrations = await trx.records('registrations').all<Registration>()
  if (!registrations.some((r) => r.status === 'waiting')) return null
  const settings = await trx.records('siteSettings').first<SiteSettings>()
  const holdExpiresAt = holdExpiry(now, holdHoursOf(settings))
  for (const waiting of waitingFor(registrations, sessionId)) {
    const payment = waiting.payment ?? (settings ? reservedPayment(settings.siteUrl, waiting.id) : undefined)
    const promoted = await trx.registrations.move(waiting.id, ['waiting'], { status: 'awaiting-payment', holdExpiresAt, ...(payment && { payment }) })
    if (promoted) return promoted
  }
  return null
}

/**
 * A seat was freed by `registration` (cancelled, expired or deleted, inside `trx`): it goes to the first person
 * waiting, or back to the session. The promoted registration, if any, is returned and handed to the e-mail hook.
 */
export async function freeSeatOf(trx: Store, registration: Pick<Registration, 'sessionId' | 'status'>, now = new Date()) {
  const sessionId = seatHeldBy(registration)
  if (!sessionId) return null
  const promoted = await promoteFirstWaiting(trx, sessionId, now)
  if (promoted) await tellPromotedRegistrations(trx, [promoted])
  else await trx.seats.giveBack(sessionId)
  return promoted
}

export type Moved = { registration: Registration; promoted: Registration | null }

/**
 * Moves a registration from the status it has now to `status` (with `changes`, such as how it was paid), freeing its
 * seat when it held one. Undefined when
 * the registration changed meanwhile (another admin, the expiry job): the seat is then left to whoever moved it.
 */
export async function moveRegistration(
  trx: Store,
  before: Registration,
  status: RegistrationStatus,
  changes: Partial<Registration> = {},
  now = new Date(),
): Promise<Moved | undefined> {
  const registration = await trx.registrations.move(before.id, [before.status], { ...changes, status, holdExpiresAt: null })
  if (!registration) return undefined
  const stillHolds = seatHeldBy(registration)
  const promoted = stillHolds ? null : await freeSeatOf(trx, before, now)
  return { registration, promoted }
}

/**
 * Seats free while people wait (an admin added seats, or a seat came back as someone joined the waiting list): each
 * is taken atomically and given to the first person waiting; a seat nobody could take goes back.
 */
async function fillFreeSeats(store: Store, now: Date, promoted: string[]) {
  const waiting = (await store.records('registrations').all<Registration>()).filter((r) => r.status === 'waiting')
  const sessionIds = new Set(waiting.map((r) => r.sessionId).filter((id): id is string => id !== null))
  for (const session of await store.records('trainingSessions').all<TrainingSession>()) {
    if (!sessionIds.has(session.id) || session.seatsLeft < 1) continue
    for (let seat = 0; seat < session.seatsLeft; seat++) {
      const filled = await store.transaction(async (trx) => {
        if (!(await trx.seats.take(session.id))) return false
        const next = await promoteFirstWaiting(trx, session.id, now)
        if (!next) await trx.seats.giveBack(session.id)
        else {
          await tellPromotedRegistrations(trx, [next])
          promoted.push(next.id)
        }
        return next !== null
      })
      if (!filled) break
    }
  }
}

/**
 * Expires each registration of `registrations` whose unpaid hold lapsed at `now` (its registrant is told) and frees
 * its seat, one transaction per registration: of two instances expiring the same one, only the one whose conditional
 * move succeeds frees the seat. Then gives seats left free to those waiting.
 */
export async function expireLapsedHolds(
  store: Store,
  registrations: readonly Registration[],
  now: Date,
): Promise<{ expired: string[]; promoted: string[] }> {
  const expired: string[] = []
  const promoted: string[] = []
  for (const lapsed of lapsedHolds(registrations, now)) {
    await store.transaction(async (trx) => {
      const registration = await trx.registrations.move(lapsed.id, ['awaiting-payment'], { status: 'expired', holdExpiresAt: null })
      if (!registration) return
      expired.push(registration.id)
      await queueRegistrantEmail(trx, 'registrationExpired', lapsed)
      const next = await freeSeatOf(trx, lapsed, now)
      if (next) promoted.push(next.id)
    })
  }
  await fillFreeSeats(store, now, promoted)
  return { expired, promoted }
}
