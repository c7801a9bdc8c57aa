import { afterEach, beforeEach, vi } from 'vitest'

/** The spec's world: its training sessions (30 June, 25 July and 18 August 2025) are all still to come. */
export const SPEC_TODAY = new Date('2025-06-01T09:00:00+01:00')
/** The day issue 14 was reported: every seeded session has been held. */
export const ISSUE_TODAY = new Date('2026-11-24T09:00:00+01:00')

/**
 * Every test of the enclosing describe (or file) runs on that day. Only `Date` is set (and stands still);
 * timers stay real, so waits and the 1.5 s submit work as usual.
 */
export function onDay(day: Date): void {
  beforeEach(() => {
    vi.setSystemTime(day)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
