import type { Db } from '../db/connect'
import { sqlStore } from '../db/sql-store'
import { keepHolds } from '../registrations/holds'

/** Often enough that a lapsed seat is offered again within a minute; each run is one read when nothing lapsed. */
export const EXPIRY_INTERVAL_MS = 60_000

/**
 * Reminds registrants whose unpaid hold is about to lapse and expires those whose hold lapsed, every minute. Safe beside other instances: each expiry is one
 * conditional move in its own transaction, so a seat is freed once however many instances run.
 */
export function startHoldExpiry(db: Db, log: (message: string) => void, intervalMs = EXPIRY_INTERVAL_MS) {
  const store = sqlStore(db)
  let running: Promise<unknown> | null = null
  const run = () => {
    running ??= keepHolds(store, new Date())
      .then(({ reminded, expired, promoted }) => {
        if (reminded.length) log(`holds: ${reminded.length} reminded`)
        if (expired.length) log(`holds: ${expired.length} expired, ${promoted.length} promoted from the waiting list`)
      })
      .catch((error) => log(`holds: ${String(error)}`))
      .finally(() => (running = null))
  }
  const timer = setInterval(run, intervalMs)
  timer.unref()
  run()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
