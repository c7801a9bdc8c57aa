import type { Page } from '@playwright/test'
import { ISSUE_TODAY, SPEC_TODAY } from '../setup/days'

export { ISSUE_TODAY, SPEC_TODAY }

/**
 * The page's clock starts at that moment and runs on from there. The embedded mock API runs in the page, so it
 * decides which training sessions are past by the same clock. Call it before the first goto.
 */
export const startClockAt = (page: Page, when: Date) => page.clock.install({ time: when })
