import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { holdsPersonalData } from '../security-headers'

/**
 * Every use revalidates: an admin's write shows on the next read, from the server or from any cache in between, and
 * an unchanged answer costs a 304 with no body (docs/operations.md, HTTP caching).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'no-cache'

/**
 * Compares the answer's tag with If-None-Match and answers 304, keeping the headers a 304 needs. The tag is the one
 * the cache of public reads keeps with the answer (public-read-cache.ts): hashed once, not per request.
 */
const conditional = etag()

/** A route whose answer depends on more than the content (endpoints.ts, `noStore`) says so; no cache keeps it. */
export const saysNoStore = (response: Response) => /no-store/.test(response.headers.get('cache-control') ?? '')

/**
 * `no-cache` and 304 to a matching If-None-Match on every public API read; answers that may hold personal data
 * (security-headers.ts decides which) and answers their route marks no-store keep that and get no validator.
 */
export const publicReads: MiddlewareHandler = async (c, next) => {
  if (holdsPersonalData(c)) return next()
  await next()
  if (!c.res.ok || saysNoStore(c.res)) return
  c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL)
  await conditional(c, async () => undefined)
}
