import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { holdsPersonalData } from '../security-headers'

/**
 * Every use revalidates: an admin's write shows on the next read, from the server or from any cache in between, and
 * an unchanged answer costs a 304 with no body (docs/operations.md, HTTP caching).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'no-cache'

/**
 * Weak: the tag names the JSON, not the bytes on the wire, so a proxy that compresses it may keep it; API reads are
 * never ranged, where only a strong tag would do.
 */
const validators = etag({ weak: true })

/**
 * An ETag from the body of every public API read answered 200, and 304 to a matching If-None-Match; answers that may
 * hold personal data (security-headers.ts decides which) keep their no-store and get no validator.
 */
export const publicReads: MiddlewareHandler = async (c, next) => {
  if (holdsPersonalData(c)) return next()
  await validators(c, next)
  if (c.res.headers.has('ETag')) c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL)
}
