import {
  holdExpiry,
  holdHoursOf,
  lapsedHolds,
  waitingFor,
  type RegistrationStatus,
} from '../../src/api/rules/registration-lifecycle'
import { seatHeldBy } from '../../src/api/rules/seat-reservation'
import type { Registration, SiteSettings } from '../../src/api/schemas'
import type { Store } from '../store'
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
    const promoted = await trx.registrations.move(waiting.id, ['waiting'], { status: 'awaiting-payment', holdExpiresAt })
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
 * Moves a registration from the status it has now to `status`, freeing its seat when it held one. Undefined when
 * the registration changed meanwhile (another admin, the expiry job): the seat is then left to whoever moved it.
 */
export async function moveRegistration(
  trx: Store,
  before: Registration,
  status: RegistrationStatus,
  now = new Date(),
): Promise<Moved | undefined> {
  const registration = await trx.registrations.move(before.id, [before.status], { status, holdExpiresAt: null })
  if (!registration) return undefined
  const stillHolds = seatHeldBy(registration)
  const promoted = stillHolds ? null : await freeSeatOf(trx, before, now)
  return { registration, promoted }
}

/**
 * Expires every unpaid registration whose hold lapsed at `now` and frees its seat, one transaction per registration:
 * of two instances expiring the same one, only the one whose conditional move succeeds frees the seat.
 */
export async function expireLapsedHolds(store: Store, now = new Date()): Promise<{ expired: string[]; promoted: string[] }> {
  const expired: string[] = []
  const promoted: string[] = []
  for (const lapsed of lapsedHolds(await store.records('registrations').all<Registration>(), now)) {
    await store.transaction(async (trx) => {
      const registration = await trx.registrations.move(lapsed.id, ['awaiting-payment'], { status: 'expired', holdExpiresAt: null })
      if (!registration) return
      expired.push(registration.id)
      const next = await freeSeatOf(trx, lapsed, now)
      if (next) promoted.push(next.id)
    })
  }
  return { expired, promoted }
}
