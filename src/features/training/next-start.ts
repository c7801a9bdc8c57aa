import { nextSession, sessionDate } from '../../api/rules/training-schedule'
import type { TrainingSession } from '../../api/schemas'
import { useToday } from '../../lib/use-today'

/** What the 'next training starts' line says when no session is upcoming (PRODUCT.md decision 11). */
export const NEW_DATES_COMING = 'New training dates are coming soon'

/** The one 'next training starts' date (decision 2): the earliest upcoming session's; null when none is upcoming. */
export function useNextStart(sessions: TrainingSession[]): Date | null {
  const next = nextSession(sessions, useToday())
  return next ? sessionDate(next) : null
}
