import { sql } from 'kysely'
import type { Limits } from '../../api/store'
import type { Db } from './connect'

/** Any number: it only keeps these advisory locks apart from the other locks of the schema. */
const LOCK_SPACE = 727_003

/**
 * One row per counted use, until it leaves its window. The key's rows are counted and the use written under a
 * transaction-scoped advisory lock on the key, so concurrent requests, on one instance or several sharing the
 * database, are counted one after another and never admitted past the limit together.
 */
export function sqlLimits(db: Db): Limits {
  return {
    async take(key, windowMs, max) {
      const count = async (trx: Db) => {
        const now = new Date()
        await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${key}))`.execute(trx)
        await sql`delete from write_limit_hits where key = ${key} and expires_at <= ${now.toISOString()}`.execute(trx)
        const { rows } = await sql<{ used: string | number; first_expiry: Date | string | null }>`
          select count(*) as used, min(expires_at) as first_expiry from write_limit_hits where key = ${key}`.execute(trx)
        const [{ used, first_expiry }] = rows as [(typeof rows)[number]]
        if (Number(used) >= max)
          return { taken: false as const, retryAfterMs: new Date(first_expiry ?? now).getTime() - now.getTime() }
        const expiresAt = new Date(now.getTime() + windowMs).toISOString()
        await sql`insert into write_limit_hits (key, expires_at) values (${key}, ${expiresAt})`.execute(trx)
        return { taken: true as const }
      }
      const answer = await (db.isTransaction ? count(db) : db.transaction().execute(count))
      // Keys that are never used again would keep their rows: every use clears what expired anywhere.
      if (answer.taken && !db.isTransaction)
        await sql`delete from write_limit_hits where expires_at <= ${new Date().toISOString()}`.execute(db)
      return answer
    },
  }
}
