// The public API reads, kept in memory for one generation of the content, as the rendered pages are
// (docs/decisions/022-public-api-read-cache.md).
import type { Context, MiddlewareHandler } from 'hono'
import { lagosDay } from '../../src/api/rules/training-schedule'
import { RevisionCache } from '../render/revision-cache'
import { holdsPersonalData } from '../security-headers'
import { compressedOnce, EncodedAnswer, sendEncoded } from './compressed-answer'
import type { AdmitMiss } from './miss-limit'
import { saysNoStore } from './public-reads'

/** Distinct URLs kept, and the bytes of their answers (all three encodings): random query strings evict, not grow. */
export const PUBLIC_READ_CACHE_BOUNDS = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024 }

/** A kept answer, or null for one that is not kept (not a 200, or its route says no-store). */
type Kept = EncodedAnswer | null

/** The URL a read is kept under: its path and its query, parameters in order of name (`b=2&a=1` is `a=1&b=2`). */
export function readKey(url: string): string {
  const { pathname, searchParams } = new URL(url)
  searchParams.sort()
  const query = searchParams.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Only a 200 whose route does not say no-store (an answer that depends on more than the content) is kept. */
const keepable = (response: Response) => response.status === 200 && !saysNoStore(response)

async function keptFrom(response: Response): Promise<Kept> {
  if (!keepable(response)) return null
  // A copy: the request that ran the route keeps its answer untouched until it is replaced.
  const bytes = new Uint8Array(await response.clone().arrayBuffer())
  return new EncodedAnswer(response.headers.get('content-type') ?? 'application/json', bytes)
}

export type PublicReadCache = MiddlewareHandler & { cache: RevisionCache<Kept> }

/** A read with a search text (`q`): each text its own answer, which no cache keeps (decision 027). */
export const isSearch = (url: string) => Boolean(new URL(url).searchParams.get('q')?.trim())

/** 429 with Retry-After, in the API's error shape: a client that has made the server work too often of late. */
export const tooManyMisses = (c: Context, retryAfter: number) =>
  c.json({ message: 'Too many requests. Please try again in a moment.', issues: [] }, 429, { 'Retry-After': String(retryAfter) })

/**
 * GET and HEAD of the API by a visitor (no Authorization, no personal data: security-headers.ts decides), answered
 * from memory while the content revision (`revision`, the one the pages are kept by) and the Lagos day stay the
 * same: brotli, gzip or as is, each with its strong ETag, which publicReads (outside) compares with If-None-Match.
 * The first request for a URL runs the route, the ones meanwhile wait for it. Admins always reach the route.
 * Searches are never kept: each runs its route and is compressed cheaply, once. A read no cache holds (a search
 * too) is a miss, which `admitMiss` may refuse with 429. While the revision cannot be read (the database is away), a
 * URL read before answers its last kept answer.
 */
export function publicReadCache(
  revision: () => Promise<number>,
  bounds = PUBLIC_READ_CACHE_BOUNDS,
  /** By default every miss is admitted. */
  admitMiss: AdmitMiss = async () => 0,
): PublicReadCache {
  const cache = new RevisionCache<Kept>({
    ...bounds,
    sizeOf: (kept) => kept?.size ?? 0,
    keep: (kept) => kept !== null,
  })
  const middleware = async (c: Context, next: () => Promise<void>) => {
    if (holdsPersonalData(c)) return next()
    if (isSearch(c.req.url)) {
      const wait = await admitMiss(c)
      if (wait) return tooManyMisses(c, wait)
      await next()
      if (keepable(c.res)) c.res = await compressedOnce(c, c.res)
      return c.res
    }
    const key = readKey(c.req.url)
    let atRevision: number
    try {
      atRevision = await revision()
    } catch (error) {
      // The database is away: the last answer kept for this URL, marked stale and kept by no one, else the error.
      const last = cache.last(key)
      if (!last) throw error
      c.header('Cache-Control', 'no-store')
      c.header('X-Stale', 'database-unavailable')
      return (c.res = await sendEncoded(c, last, 200, { tagged: false }))
    }
    const day = lagosDay()
    if (!cache.holds(key, atRevision, day)) {
      const wait = await admitMiss(c)
      if (wait) return tooManyMisses(c, wait)
    }
    let ranRoute = false
    const kept = await cache.get(key, atRevision, day, async () => {
      ranRoute = true
      await next()
      return keptFrom(c.res)
    })
    // The route's own answer (already final) is replaced, not merged into.
    if (kept) return (c.res = await sendEncoded(c, kept, 200, { tagged: true }))
    // Not kept: the request that ran the route has its answer; any that waited for it runs the route itself.
    if (!ranRoute) await next()
    return c.res
  }
  return Object.assign(middleware, { cache })
}
