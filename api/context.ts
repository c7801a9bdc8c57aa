import type { Context } from 'hono'
import { activityOf } from './rules/activity'
import { HttpError, notFound, SIGN_IN_REQUIRED } from './rules/http-error'
import type { PublicWriteRules } from './rules/public-writes'
import type { Activity } from '../src/api/schemas'
import type { OnlinePayments } from './payments/provider'
import type { Records, SignedIn, Store } from './store'

/** What every route module gets: the store, and the host's settings. */
export type ApiDeps = {
  store: Store
  /** POST /demo/reset restores the seed: on for the demo and tests, off for a company's live data. */
  allowDemoReset: boolean
  /** The client's address, where the host knows it (sign-in throttling counts tries per address). */
  clientAddress?: (c: Context) => string
  /**
   * A keyed hash of the client's network (IPv4 address, IPv6 /64), stored with a seat it holds: the cap on unpaid holds
   * per network counts these. The browser store has one visitor and none ('local').
   */
  clientNetwork?: (c: Context) => Promise<string>
  /** Lapsed holds expire as requests arrive (the browser store, which has no job to run). */
  expireHoldsOnRequest?: boolean
  /** The public forms' abuse rules (api/rules/public-writes.ts) unless a test needs others, read on each request. */
  publicWrites?: () => PublicWriteRules
  /**
   * How online payments are taken: a provider (Paystack, or simulated) or 'off' (bank transfer only). Unset: simulated,
   * the browser store's (the demo, tests); the server always says (server/app.ts: off unless configured).
   */
  payments?: OnlinePayments
}

/** The API's prefix (the UI asks `/api` on its own origin unless built with VITE_API_URL). */
export const API_PREFIX = '/api'

export const json = (c: Context, body: unknown, status: 200 | 201 = 200, headers: Record<string, string> = {}) =>
  c.json(body as object, status, headers)

export const created = (c: Context, body: unknown, location: string) => json(c, body, 201, { Location: `${API_PREFIX}${location}` })

export const noContent = (c: Context) => c.body(null, 204)

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1] ?? null
}

/** The signed-in admin behind the request's bearer token; 401 without a live session. */
export async function requireAdmin(store: Store, request: Request): Promise<SignedIn> {
  const token = bearerToken(request)
  const session = token ? await store.accounts.session(token) : undefined
  if (!session) throw new HttpError(401, SIGN_IN_REQUIRED)
  return session
}

/** The record with this id; a 404 naming `label` when there is none. */
export async function findIn<T = Record<string, unknown> & { id: string }>(records: Records, id: string, label: string): Promise<T> {
  const record = await records.get<T>(id)
  if (!record) throw notFound(label)
  return record
}

/** A singleton's one record; a 404 naming `label` when there is none. */
export async function onlyIn<T = Record<string, unknown>>(records: Records, label: string): Promise<T> {
  const record = await records.first<T>()
  if (!record) throw notFound(label)
  return record
}

/** Keeps the edit history behind the dashboard's "Recently Edited". */
export async function logActivity(store: Store, entity: Activity['entity'], entityId: string, label: string, action: Activity['action']) {
  await store.records('activity').insert(activityOf(entity, entityId, label, action))
}
