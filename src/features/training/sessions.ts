import { sessionDate } from '../../api/rules/training-schedule'
import type { TrainingSession } from '../../api/schemas'
import { formatDate } from '../../lib/format'

/** 30 June 2025 */
export const sessionDateText = (session: Pick<TrainingSession, 'date'>) => formatDate(sessionDate(session))

/** Fewer seats left than this are few: worded 'Only …' and shown in the warning colour. */
export const LOW_SEATS = 5

/** 'Only 3 seats left', '12 seats left', 'Full': the words a person reads next to a session. */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full'
  const seats = seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`
  return seatsLeft < LOW_SEATS ? `Only ${seats}` : seats
}

/** '1 month', '3 months' */
export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`)
