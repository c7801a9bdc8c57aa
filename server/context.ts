import type { Context } from 'hono'
import type { Db } from './db/connect'
import { recordsOf } from './db/records'
import { activityOf } from '../src/api/rules/activity'
import type { Activity } from '../src/api/schemas'

/** What every route module gets: the database, and the mode flags read once from the environment. */
export type ServerDeps = {
  db: Db
  /** POST /demo/reset restores the seed: on for tests and demos, off for a company's live data. */
  allowDemoReset: boolean
  /** How many proxies stand in front of the server (TRUST_PROXY): which X-Forwarded-* hops to believe. */
  trustProxy?: number
}

/** The API's prefix on the server's one port (the UI is built with VITE_API_URL unset, so it asks `/api`). */
export const API_PREFIX = '/api'

export const json = (c: Context, body: unknown, status: 200 | 201 = 200, headers: Record<string, string> = {}) =>
  c.json(body as object, status, headers)

export const created = (c: Context, body: unknown, location: string) => json(c, body, 201, { Location: `${API_PREFIX}${location}` })

export const noContent = (c: Context) => c.body(null, 204)

/** Every write runs in one transaction: it is stored whole or not at all. */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>) => db.transaction().execute(work)

export async function logActivity(db: Db, entity: Activity['entity'], entityId: string, label: string, action: Activity['action']) {
  await recordsOf(db, 'activity').insert(activityOf(entity, entityId, label, action))
}
