/**
 * The life of a training registration, the one rule both stores apply. A registration that took a seat waits for
 * payment until its hold lapses; then it expires and the seat goes back (to the first person waiting, if any).
 * Pure and zod-free: the pages import it too.
 */
import type { TrainingPackage, TrainingSession } from '../schemas/training'
import { packageSchedule, type Now } from './training-schedule'

export const REGISTRATION_STATUSES = ['awaiting-payment', 'paid', 'cancelled', 'expired', 'waiting'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export const STATUS_TEXT: Record<RegistrationStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
  waiting: 'On the waiting list',
}

/** How long an unpaid seat is held when the site settings name no other window. */
export const DEFAULT_HOLD_HOURS = 48
export const MAX_HOLD_HOURS = 720

type Lived = { status?: RegistrationStatus; sessionId: string | null; holdExpiresAt?: string | null; holdReminderSentAt?: string | null }

/** Registrations stored before statuses existed were taken as awaiting payment, with no hold to lapse. */
export const statusOf = (registration: Pick<Lived, 'status'>): RegistrationStatus => registration.status ?? 'awaiting-payment'

/** Only these keep a seat: a waiting, cancelled or expired registration has none. */
export const SEAT_HOLDING: readonly RegistrationStatus[] = ['awaiting-payment', 'paid']

/** The session whose seat this registration holds, if it holds one. */
export const sessionWithSeat = (registration: Lived): string | null =>
  SEAT_HOLDING.includes(statusOf(registration)) ? registration.sessionId : null

/** The hold window in hours, from the site settings (settings stored before it existed have none). */
export const holdHoursOf = (settings: { registrationHoldHours?: number } | undefined) =>
  settings?.registrationHoldHours ?? DEFAULT_HOLD_HOURS

/** When a seat held from `now` lapses. */
export const holdExpiry = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()

/** True when the registration holds an unpaid seat whose window has passed at `now`. */
export function isHoldLapsed(registration: Lived, now: Date): boolean {
  if (statusOf(registration) !== 'awaiting-payment' || !registration.sessionId || !registration.holdExpiresAt) return false
  return Date.parse(registration.holdExpiresAt) <= now.getTime()
}

/** The registrant is reminded once this much of the hold is left: 12 hours, or a quarter of a shorter window. */
export const reminderLeadMs = (holdHours: number) => Math.min(12, holdHours / 4) * 3_600_000

/**
 * True when an unpaid held seat is about to lapse at `now` (within `reminderLeadMs` of its end, not yet past it)
 * and its registrant has not been reminded yet: the reminder goes out once.
 */
export function isReminderDue(registration: Lived, now: Date, holdHours: number): boolean {
  if (statusOf(registration) !== 'awaiting-payment' || !registration.sessionId || !registration.holdExpiresAt) return false
  if (registration.holdReminderSentAt) return false
  const left = Date.parse(registration.holdExpiresAt) - now.getTime()
  return left > 0 && left <= reminderLeadMs(holdHours)
}

/** The registrations whose unpaid hold has lapsed at `now`, oldest first. */
export const lapsedHolds = <T extends Lived>(registrations: readonly T[], now: Date): T[] =>
  registrations.filter((registration) => isHoldLapsed(registration, now))

/** Who is next for a freed seat of a session: the waiting registrations in the order they came. */
export const waitingFor = <T extends Lived & { createdAt: string }>(registrations: readonly T[], sessionId: string): T[] =>
  registrations
    .filter((registration) => statusOf(registration) === 'waiting' && registration.sessionId === sessionId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))

/** The statuses an admin may move a registration from. */
export const CANCELLABLE: readonly RegistrationStatus[] = ['awaiting-payment', 'paid', 'waiting']
export const PAYABLE: readonly RegistrationStatus[] = ['awaiting-payment']

/**
 * What a registration costs, in naira: the session's price when it has a session (what the schedule shows),
 * otherwise the package's (the next cohort, whose sessions are not set yet). The form, the success view, the
 * schedule and the stored record all ask this.
 */
export function registrationPrice(pkg: Pick<TrainingPackage, 'price'>, session: Pick<TrainingSession, 'price'> | null | undefined): number
export function registrationPrice(pkg: undefined, session: Pick<TrainingSession, 'price'>): number
export function registrationPrice(pkg: Pick<TrainingPackage, 'price'> | undefined, session: Pick<TrainingSession, 'price'> | null | undefined) {
  return session?.price ?? pkg!.price
}

type Bookable = Pick<TrainingSession, 'id' | 'date' | 'packageId' | 'seatsLeft' | 'price'>

/**
 * The session a registration from the form would be stored with, as the API decides it: the chosen open session,
 * else the earliest open one, else (every one full: the waiting list) the earliest upcoming one, else none.
 */
export function sessionToBeTaken<T extends Bookable>(sessions: readonly T[], packageId: string, sessionId?: string, now: Now = new Date()) {
  const { upcoming, open } = packageSchedule(sessions, packageId, now)
  return open.find((session) => session.id === sessionId) ?? open[0] ?? upcoming[0] ?? null
}
