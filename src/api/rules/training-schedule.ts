/**
 * When a training session can be booked: the one rule the mock API, the pages and a real server share
 * (docs/decisions/008-past-training-sessions.md). A session whose day has passed is past: shown as past, never
 * booked. "Today" is the calendar date in Lagos, so a session on today's date can still be booked that day.
 *
 * Pure and zod-free (the pages render before the schemas load); `now` defaults to the clock.
 */
import type { TrainingSession } from '../schemas/training'
import { MONTHS } from '../schemas/months'

type Dated = Pick<TrainingSession, 'date'>
type Scheduled = Pick<TrainingSession, 'date' | 'id'>

/** The moment to judge by, or a Lagos calendar day as 'YYYY-MM-DD' (what `lagosDay` returns). */
export type Now = Date | string

export const TRAINING_TIME_ZONE = 'Africa/Lagos'

const lagosParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TRAINING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar date in Lagos at that moment, 'YYYY-MM-DD'. */
export function lagosDay(now: Date = new Date()): string {
  const parts = Object.fromEntries(lagosParts.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

const dayOf = (now: Now) => (typeof now === 'string' ? now : lagosDay(now))

/** The session's first day at 00:00 UTC (a calendar date: format it in UTC). */
export const sessionDate = (session: Dated) =>
  new Date(Date.UTC(session.date.year, MONTHS.indexOf(session.date.month), session.date.day))

/** The session's first day, 'YYYY-MM-DD' (also what a <time dateTime> wants). */
export const sessionDay = (session: Dated) => sessionDate(session).toISOString().slice(0, 10)

/** True once the session's day is over in Lagos; on its own day it is still upcoming. */
export const isSessionPast = (session: Dated, now: Now = new Date()) => sessionDay(session) < dayOf(now)

/** Earliest first; sessions on the same day by id, so every caller gets one order. */
export const compareSessions = (a: Scheduled, b: Scheduled) =>
  sessionDay(a).localeCompare(sessionDay(b)) || a.id.localeCompare(b.id)

/** A sorted copy, earliest first. */
export const byDate = <T extends Scheduled>(sessions: readonly T[]): T[] => [...sessions].sort(compareSessions)

/** The sessions still to come (today's included), earliest first. */
export function upcomingSessions<T extends Scheduled>(sessions: readonly T[], now: Now = new Date()): T[] {
  const today = dayOf(now)
  return byDate(sessions.filter((session) => !isSessionPast(session, today)))
}

/** The sessions already held, the most recent first. */
export function pastSessions<T extends Scheduled>(sessions: readonly T[], now: Now = new Date()): T[] {
  const today = dayOf(now)
  return byDate(sessions.filter((session) => isSessionPast(session, today))).reverse()
}

/** The 'next training starts' session (docs/decisions/004-next-training-date.md): the earliest upcoming one, if any. */
export const nextSession = <T extends Scheduled>(sessions: readonly T[], now: Now = new Date()): T | undefined =>
  upcomingSessions(sessions, now)[0]

type Bookable = Scheduled & Pick<TrainingSession, 'packageId' | 'seatsLeft'>

/**
 * What a registration for a package can take. `upcoming` empty: no dates yet, the registration is kept for the
 * next cohort without a seat. `open` empty but `upcoming` not: every upcoming session is full. Otherwise the
 * trainee may choose among `open`, and the first is taken when they do not.
 */
export function packageSchedule<T extends Bookable>(sessions: readonly T[], packageId: string, now: Now = new Date()) {
  const upcoming = upcomingSessions(
    sessions.filter((session) => session.packageId === packageId),
    now,
  )
  return { upcoming, open: upcoming.filter((session) => session.seatsLeft > 0) }
}

/** The session title a registration kept for the next cohort carries. */
export const NEXT_COHORT_TITLE = 'Next cohort (dates to be announced)'
