import { nextSession, sessionDate } from '../../api/rules/training-schedule'
import type { TrainingSession } from '../../api/schemas'
import { useToday } from '../../lib/use-today'

/** What the 'next training starts' line says when no session is upcoming (docs/decisions/008-past-training-sessions.md). */
export const NEW_DATES_COMING = 'New training dates are coming soon'

/**
 * The one 'next training starts' date (docs/decisions/004-next-training-date.md): the earliest upcoming session's;
 * null when none is upcoming.
 */
export function useNextStart(sessions: TrainingSession[]): Date | null {
  const next = nextSession(sessions, useToday())
  return next ? sessionDate(next) : null
}
