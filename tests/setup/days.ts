// The two days the training schedule is tested on; no test runner imports, so browser tests share them.

/** The spec's world: its training sessions (30 June, 25 July and 18 August 2025) are all still to come. */
export const SPEC_TODAY = new Date('2025-06-01T09:00:00+01:00')
/** A day when every seeded session has been held (24 November 2026). */
export const ISSUE_TODAY = new Date('2026-11-24T09:00:00+01:00')
