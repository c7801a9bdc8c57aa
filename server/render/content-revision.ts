// The revision of the content the public pages are rendered from: one counter in the database, so every instance on
// one Postgres sees a write made through any of them (docs/decisions/017-live-pages.md).
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { API_PREFIX } from '../context'

export async function bumpContentRevision(db: Db): Promise<void> {
  await sql`update content_revision set revision = revision + 1`.execute(db)
}

async function readRevision(db: Db): Promise<number> {
  const { rows } = await sql<{ revision: string | number }>`select revision from content_revision`.execute(db)
  return Number(rows[0]?.revision ?? 0)
}

/**
 * The current revision, read once per request but shared: at most one read runs, and the requests that arrive
 * meanwhile share the next one, which starts after it. Every caller gets a value read after it asked, so a write
 * acknowledged before a request arrived is always seen.
 */
export function contentRevision(db: Db): () => Promise<number> {
  let running: Promise<number> | undefined
  let queued: Promise<number> | undefined
  const read = () => {
    const reading = readRevision(db)
    running = reading
    const done = () => {
      if (running === reading) running = undefined
    }
    reading.then(done, done)
    return reading
  }
  return () => {
    if (!running) return read()
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return read()
      })
    return queued
  }
}

/** Signing in or out changes no page. */
const WRITES_THAT_CHANGE_NO_PAGE = [`${API_PREFIX}/session`, `${API_PREFIX}/sessions`]

/**
 * Bumps the revision after every successful write under /api, before the answer leaves: once a writer has its
 * answer, the next page any instance serves is rendered anew.
 */
export function bumpRevisionOnWrite(db: Db): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || c.res.status >= 400) return
    if (WRITES_THAT_CHANGE_NO_PAGE.includes(c.req.path)) return
    await bumpContentRevision(db)
  }
}
