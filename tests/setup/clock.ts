import { afterEach, beforeEach, vi } from 'vitest'

export { ISSUE_TODAY, SPEC_TODAY } from './days'

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
