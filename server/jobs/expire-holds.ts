import type { Db } from '../db/connect'
import { sqlStore } from '../db/sql-store'
import { keepHolds } from '../../api/registrations/holds'
import { bumpingContentRevision } from '../render/content-revision'

/** Often enough that a lapsed seat is offered again within a minute; each run is one read when nothing lapsed. */
export const EXPIRY_INTERVAL_MS = 60_000

/** One run (remind, then expire): a seat given back or taken changes seatsLeft, a public read, so it bumps the content revision. */
export const runHoldJob = (db: Db, now = new Date()) => bumpingContentRevision(db, () => keepHolds(sqlStore(db), now))

/**
 * Reminds registrants whose unpaid hold is about to lapse and expires those whose hold lapsed, every minute. Safe beside other instances: each expiry is one
 * conditional move in its own transaction, so a seat is freed once however many instances run.
 */
export function startHoldExpiry(db: Db, log: (message: string) => void, intervalMs = EXPIRY_INTERVAL_MS) {
  let running: Promise<unknown> | null = null
  const run = () => {
    running ??= runHoldJob(db)
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
