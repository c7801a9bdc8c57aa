import type { Context } from 'hono'
import { sql } from 'kysely'
import type { Db } from './db/connect'

/**
 * Whether the public content can be read: the content revision every page is kept by, and the table of the records
 * the pages show. One round trip, two index reads: cheap enough for a load balancer's probe every few seconds.
 * `select 1` is not enough: it answers while the content cannot be read (a table gone, a restored database half
 * loaded), and a server that cannot read content must leave the rotation.
 */
export async function contentReadable(db: Db): Promise<boolean> {
  try {
    await sql`select (select revision from content_revision) as revision, exists (select 1 from records) as stored`.execute(db)
    return true
  } catch {
    return false
  }
}

/** GET /readyz: 503 while draining or while the content cannot be read, 200 otherwise. */
export function readiness(db: Db, kind: 'postgres' | 'pglite', draining: () => boolean) {
  return async (c: Context) => {
    if (draining()) return c.json({ status: 'draining' }, 503)
    if (!(await contentReadable(db))) return c.json({ status: 'database unavailable' }, 503)
    return c.json({ status: 'ready', database: kind })
  }
}
