import { PUBLIC_WRITE_RULES, type PublicWriteRules } from '../api/rules/public-writes'
import { clearMemoryLimits } from './store/memory-limits'

let current: PublicWriteRules = PUBLIC_WRITE_RULES

/** The rules the mock's public forms follow now: the product's, unless a test set others. */
export const publicWriteRules = (): PublicWriteRules => current

/** Other rules until the next reset (a test that posts more than people would, or drives a form at machine speed). */
export function setPublicWriteRules(rules: PublicWriteRules): void {
  current = rules
}

/**
 * The testing kit's start of every test: nothing counted yet, the product's limits, and no minimum time to fill a
 * form, since tests type at machine speed (a test of that minimum sets it back).
 */
export function resetPublicWriteRules(): void {
  clearMemoryLimits()
  current = { ...PUBLIC_WRITE_RULES, minFillMs: 0 }
}
