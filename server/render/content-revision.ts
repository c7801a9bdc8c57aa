// The revision of the content the public pages are rendered from: one counter in the database, so every instance on
// one Postgres sees a write made through any of them (docs/decisions/017-live-pages.md).
import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { watchContentWrites } from '../db/content-writes'

/** The revision as this process knows it, per database handle (every app on one handle shares it). */
const localRevisions = new WeakMap<Db, { value: number }>()
const localRevision = (db: Db) => {
  let known = localRevisions.get(db)
  if (!known) localRevisions.set(db, (known = { value: 0 }))
  return known
}

export async function bumpContentRevision(db: Db): Promise<void> {
  await sql`update content_revision set revision = revision + 1`.execute(db)
  localRevision(db).value++
}

async function readRevision(db: Db): Promise<number> {
  const { rows } = await sql<{ revision: string | number }>`select revision from content_revision`.execute(db)
  return Number(rows[0]?.revision ?? 0)
}

/**
 * The current revision. `shared` (a Postgres server, which other instances may write to): read from the database
 * once per request but shared: at most one read runs, and the requests that arrive meanwhile share the next one,
 * which starts after it. Every caller gets a value read after it asked, so a write acknowledged before a request
 * arrived is always seen. Otherwise (PGlite, which one process alone may open) this process makes every write, and
 * knows the revision without reading it.
 */
export function contentRevision(db: Db, { shared }: { shared: boolean }): () => Promise<number> {
  if (!shared) {
    const known = localRevision(db)
    return () => Promise.resolve(known.value)
  }
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

/**
 * Bumps the revision after every request under /api that wrote content a public read shows (the SQL store notes each
 * write: server/db/content-writes.ts), before the answer leaves: once a writer has its answer, the next page or public
 * read any instance serves is made anew. Whatever the status: a route that stored its change and then failed must not
 * leave a cache stale (a rolled-back write costs one needless bump). A contact message, a sign-in or an e-mail resent
 * changes no public content and keeps every cache.
 */
export function bumpRevisionOnWrite(db: Db): MiddlewareHandler {
  return async (_c, next) => {
    const { changed } = await watchContentWrites(next)
    if (changed) await bumpContentRevision(db)
  }
}

/** Work done outside a request (the hold-expiry job): the revision is bumped when it changed public content. */
export async function bumpingContentRevision<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const { result, changed } = await watchContentWrites(work)
  if (changed) await bumpContentRevision(db)
  return result
}
