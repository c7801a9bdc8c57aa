import type { Limits } from '../../api/store'

/** When each counted use of a key leaves its window. */
const expiries = new Map<string, number[]>()

/**
 * The browser store's limits: in this tab's memory, for the demo's one visitor. Same rule as the SQL store's
 * (server/db/write-limits.ts), so the demo refuses what the server would.
 */
export const memoryLimits: Limits = {
  async take(key, windowMs, max) {
    const now = Date.now()
    const live = (expiries.get(key) ?? []).filter((expiry) => expiry > now)
    if (live.length >= max) {
      expiries.set(key, live)
      return { taken: false, retryAfterMs: Math.min(...live) - now }
    }
    expiries.set(key, [...live, now + windowMs])
    return { taken: true }
  },
}

/** Forgets every count (the testing kit's reset). */
export function clearMemoryLimits(): void {
  expiries.clear()
}
