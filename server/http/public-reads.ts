import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import { holdsPersonalData } from '../security-headers'

/**
 * Every use revalidates: an admin's write shows on the next read, from the server or from any cache in between, and
 * an unchanged answer costs a 304 with no body (docs/operations.md, HTTP caching).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'no-cache'

/** Compares the tag set below with If-None-Match and answers 304, keeping the headers a 304 needs. */
const conditional = etag()

/**
 * The body's tag, hashed in one synchronous pass: Hono's etag hashing it itself (a copy of the stream, WebCrypto) adds
 * about three times as much to a read (5 KB of JSON, in process: +100 µs, against +35 µs). Weak: it names the JSON,
 * not the bytes on the wire, so a proxy that compresses it may keep it; API reads are never ranged (If-Range needs a
 * strong tag).
 */
const tagFromBody: MiddlewareHandler = async (c, next) => {
  await next()
  if (!c.res.ok) return
  const answer = c.res
  const bytes = new Uint8Array(await answer.arrayBuffer())
  c.res = undefined
  c.res = new Response(bytes, answer)
  c.res.headers.set('ETag', `W/"${createHash('sha1').update(bytes).digest('base64url')}"`)
}

/**
 * An ETag from the body of every public API read, and 304 to a matching If-None-Match; answers that may hold
 * personal data (security-headers.ts decides which) keep their no-store and get no validator.
 */
export const publicReads: MiddlewareHandler = async (c, next) => {
  if (holdsPersonalData(c)) return next()
  await conditional(c, async () => {
    await tagFromBody(c, next)
  })
  if (c.res.headers.has('ETag')) c.res.headers.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL)
}
