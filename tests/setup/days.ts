// The two days the training schedule is tested on (issue 14); no test runner imports, so browser tests share them.

/** The spec's world: its training sessions (30 June, 25 July and 18 August 2025) are all still to come. */
export const SPEC_TODAY = new Date('2025-06-01T09:00:00+01:00')
/** The day issue 14 was reported: every seeded session has been held. */
export const ISSUE_TODAY = new Date('2026-11-24T09:00:00+01:00')
