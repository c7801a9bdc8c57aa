import type { EmailTemplates, PackageId, Registration, RegistrationInput, SiteSettings, TrainingPackage, TrainingSession } from '../../src/api/schemas'
import { HttpError, invalidField } from './http-error'
import { buildRegistrationEmail } from './notification-email'
import { holdExpiry, holdHoursOf, registrationPrice, sessionWithSeat } from '../../src/api/rules/registration-lifecycle'
import { isSessionPast, NEXT_COHORT_TITLE, packageSchedule } from '../../src/api/rules/training-schedule'

export const SESSION_FULL = 'This training session is full. Please choose another session or package.'
export const PACKAGE_FULL =
  'Every session of this package is full. Please choose another package or join the waiting list.'

/**
 * The session a registration takes a seat in: the chosen one, or the package's next upcoming session with a seat.
 * Null when the package has no upcoming session at all: the registration is kept for the next cohort, no seat taken.
 * The storage then takes the seat atomically (the mock in its transaction, the server with a conditional update)
 * and asks again when another registration took the last seat first.
 */
export function pickSession<T extends TrainingSession>(sessions: readonly T[], packageId: PackageId, sessionId?: string): T | null {
  const own = sessions.filter((session) => session.packageId === packageId)
  const { upcoming, open } = packageSchedule(own, packageId)
  if (sessionId) {
    const chosen = own.find((s) => s.id === sessionId)
    if (!chosen) throw invalidField('sessionId', 'Choose a session of the selected package')
    if (isSessionPast(chosen)) throw invalidField('sessionId', 'This session has already taken place. Please choose an upcoming session.')
    if (chosen.seatsLeft < 1) throw new HttpError(409, SESSION_FULL)
    return chosen
  }
  if (upcoming.length === 0) return null
  const [next] = open
  if (!next) throw new HttpError(409, PACKAGE_FULL)
  return next
}

/**
 * The session a full registration waits for: the chosen one, or the package's next upcoming session. Null when
 * there is none to wait for.
 */
export function waitlistSession<T extends TrainingSession>(sessions: readonly T[], packageId: PackageId, sessionId?: string): T | null {
  const { upcoming } = packageSchedule(sessions, packageId)
  return (sessionId ? upcoming.find((s) => s.id === sessionId) : upcoming[0]) ?? null
}

/**
 * The stored registration: the input, the seat it took (or the next cohort, or the waiting list), the price the
 * visitor was shown, how long an unpaid seat is held, and the team's e-mail (in the site's `templates`, else the default words).
 */
export function registrationRecordOf(
  input: RegistrationInput,
  pkg: TrainingPackage,
  session: TrainingSession | null,
  settings: Pick<SiteSettings, 'trainingEmail' | 'registrationHoldHours'> | undefined,
  id: string,
  now = new Date(),
  { waiting = false, templates }: { waiting?: boolean; templates?: EmailTemplates } = {},
) {
  const { waitlist: _asked, ...fields } = input
  return {
    ...fields,
    id,
    sessionId: session?.id ?? null,
    sessionTitle: session?.title ?? NEXT_COHORT_TITLE,
    amount: registrationPrice(pkg, session),
    status: waiting ? ('waiting' as const) : ('awaiting-payment' as const),
    holdExpiresAt: session && !waiting ? holdExpiry(now, holdHoursOf(settings)) : null,
    createdAt: now.toISOString(),
    read: false,
    notificationEmail: buildRegistrationEmail(input, pkg, session, settings?.trainingEmail ?? 'training@example.com', templates),
  }
}

/**
 * The session whose seat a registration gives back when it is deleted or cancelled: the one it holds a seat in.
 * None for a registration kept for the next cohort, waiting, cancelled or expired. The storage adds the seat in the
 * deletion's own transaction, and only for a deletion that happened (two deletions give back one seat).
 */
export const seatHeldBy = (registration: Pick<Registration, 'sessionId'> & Partial<Pick<Registration, 'status'>>): string | null =>
  sessionWithSeat(registration)
