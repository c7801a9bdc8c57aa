// Every page has one address: letter case, doubled or trailing slashes are sent there with 301 before any cache or
// render, so they cannot mint cache entries (docs/decisions/027-cache-keys-and-outages.md).
import type { MiddlewareHandler } from 'hono'
import { APP_ONLY_AREAS } from '../../src/api/rules/site-areas'

/** A file of the build ("/assets/index-AbC.js"): its name is as built, letter case and all. */
const FILE = /\.[a-z0-9]+$/i

/**
 * The one address of the page at `pathname` (decoded), or null when it has no other: a file, the API (whose routes
 * match exactly, so another spelling is a 404 no cache keeps), or a path already canonical. Lower case, single
 * slashes, no trailing slash; in the app-only areas only the area's own name is lowered (a payment reference or an
 * admin's collection name keeps its case).
 */
export function canonicalPath(pathname: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (FILE.test(path)) return null
  let canonical = path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  const lower = canonical.toLowerCase()
  if (lower === '/api' || lower.startsWith('/api/')) return null
  const area = APP_ONLY_AREAS.find((name) => lower === name || lower.startsWith(`${name}/`))
  canonical = area ? area + canonical.slice(area.length) : lower
  return canonical === path ? null : canonical
}

/** The path as a URL path again, each segment encoded (a decoded "?" or "#" stays part of the path). */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** GET and HEAD of a page by another spelling: 301 to its one address, the query string kept. */
export const canonicalPaths: MiddlewareHandler = async (c, next) => {
  const canonical = canonicalPath(c.req.path)
  if (canonical === null) return next()
  const { search } = new URL(c.req.url)
  return c.redirect(`${encodePath(canonical)}${search}`, 301)
}
