import { sessionDate } from '../../api/resources/training'
import type { PackageId, TrainingSession } from '../../api/schemas'
import { formatDate } from '../../lib/format'

/** Sessions in date order, earliest first. */
export const byDate = (sessions: TrainingSession[]) =>
  [...sessions].sort((a, b) => sessionDate(a).getTime() - sessionDate(b).getTime())

/** The package's sessions that still have a seat, earliest first (the first is the one the API picks by default). */
export const openSessionsOf = (sessions: TrainingSession[], packageId: PackageId | '') =>
  byDate(sessions.filter((session) => session.packageId === packageId && session.seatsLeft > 0))

/** 30 June 2025 */
export const sessionDay = (session: TrainingSession) => formatDate(sessionDate(session))

/** 'Only 3 seats left', '12 seats left', 'Full': the words a person reads next to a session. */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full'
  const seats = seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`
  return seatsLeft < 5 ? `Only ${seats}` : seats
}

export const LOW_SEATS = 5

/** '1 month', '3 months' */
export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`)
