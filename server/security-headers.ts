import type { Context, MiddlewareHandler } from 'hono'
import { registry } from '../src/api/registry/collections'
import { isSecureRequest } from './client-address'
import { API_PREFIX } from '../api/context'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './http/site-headers'

/** The collections only an admin may read: their answers hold personal data, the visitor's own POST answers too. */
const PERSONAL_PATHS = Object.values(registry)
  .filter((collection) => collection.read === 'admin')
  .map((collection) => `${API_PREFIX}${collection.path}`)

/** Whether an answer may hold personal data: it is then never stored by any cache (no-store, below). */
export const holdsPersonalData = (c: Context) =>
  c.req.header('authorization') !== undefined ||
  PERSONAL_PATHS.some((path) => c.req.path === path || c.req.path.startsWith(`${path}/`))

/**
 * The site's security headers on every answer (pages, API, uploads, errors); HSTS when the client came over HTTPS,
 * directly or through a trusted proxy (TRUST_PROXY); no-store on answers with personal data.
 */
export function securityHeadersMiddleware(trustProxy: number): MiddlewareHandler {
  const always = Object.entries(securityHeaders(undefined))
  return async (c, next) => {
    await next()
    for (const [name, value] of always) c.res.headers.set(name, value)
    if (isSecureRequest(c.req.url, c.req.header('x-forwarded-proto'), trustProxy))
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    if (holdsPersonalData(c)) c.res.headers.set('Cache-Control', 'no-store')
  }
}
