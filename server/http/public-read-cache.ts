// The public API reads, kept in memory for one generation of the content, as the rendered pages are
// (docs/decisions/022-public-api-read-cache.md).
import type { Context, MiddlewareHandler } from 'hono'
import { lagosDay } from '../../src/api/rules/training-schedule'
import { RevisionCache } from '../render/revision-cache'
import { holdsPersonalData } from '../security-headers'
import { EncodedAnswer, sendEncoded } from './compressed-answer'
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

/**
 * GET and HEAD of the API by a visitor (no Authorization, no personal data: security-headers.ts decides), answered
 * from memory while the content revision (`revision`, the one the pages are kept by) and the Lagos day stay the
 * same: brotli, gzip or as is, each with its strong ETag, which publicReads (outside) compares with If-None-Match.
 * The first request for a URL runs the route, the ones meanwhile wait for it. Admins always reach the route.
 */
export function publicReadCache(revision: () => Promise<number>, bounds = PUBLIC_READ_CACHE_BOUNDS): PublicReadCache {
  const cache = new RevisionCache<Kept>({
    ...bounds,
    sizeOf: (kept) => kept?.size ?? 0,
    keep: (kept) => kept !== null,
  })
  const middleware = async (c: Context, next: () => Promise<void>) => {
    if (holdsPersonalData(c)) return next()
    let ranRoute = false
    const kept = await cache.get(readKey(c.req.url), await revision(), lagosDay(), async () => {
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
