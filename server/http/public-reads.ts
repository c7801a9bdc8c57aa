import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { holdsPersonalData } from '../security-headers'

/**
 * Every use revalidates: an admin's write shows on the next read, from the server or from any cache in between, and
 * an unchanged answer costs a 304 with no body (docs/operations.md, HTTP caching).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'no-cache'

/** Compares the answer's tag (set below, or by the cache of public reads) with If-None-Match and answers 304. */
const conditional = etag()

/** A route whose answer depends on more than the content (endpoints.ts, `noStore`) says so; no cache keeps it. */
export const saysNoStore = (response: Response) => /no-store/.test(response.headers.get('cache-control') ?? '')

/**
 * A tag hashed from the body in one synchronous pass, for an answer the cache of public reads did not tag (not kept:
 * a 200 it cannot keep, or no cache in front): Hono's etag hashing it itself (a copy of the stream, WebCrypto) adds
 * about three times as much to a read. Weak: it names the JSON, not the bytes on the wire.
 */
async function tagFromBody(c: Context) {
  const answer = c.res
  const bytes = new Uint8Array(await answer.arrayBuffer())
  c.res = undefined
  c.res = new Response(bytes, answer)
  c.res.headers.set('ETag', `W/"${createHash('sha1').update(bytes).digest('base64url')}"`)
}

/**
 * An ETag on every public API read (the cache's strong one per encoding, or one from the body), `no-cache`, and 304
 * to a matching If-None-Match; answers that may hold personal data (security-headers.ts decides which) and answers
 * their route marks no-store keep that and get no validator.
 */
export const publicReads: MiddlewareHandler = async (c, next) => {
  if (holdsPersonalData(c)) return next()
  await next()
  if (!c.res.ok || saysNoStore(c.res)) return
  if (!c.res.headers.has('ETag')) await tagFromBody(c)
  c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL)
  await conditional(c, async () => undefined)
}
