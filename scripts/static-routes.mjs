// How a static host serves this build: files as they are, a prerendered page at {path}/index.html,
// and the app shell (spa.html) for every other route (the admin, unknown paths).
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The file under `dist` that answers a GET for `pathname`, or null when no page route applies (or it does not decode). */
export function resolveStaticFile(dist, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const clean = decoded.replace(/\/+$/, '') || '/'
  // The host's own configuration (the build's `_headers`), never a file it serves.
  if (clean.includes('..') || clean === '/_headers') return null
  const direct = join(dist, clean)
  if (clean !== '/' && existsSync(direct) && statSync(direct).isFile()) return clean
  const page = clean === '/' ? '/index.html' : `${clean}/index.html`
  if (existsSync(join(dist, page))) return page
  if (/\.[a-z0-9]+$/i.test(clean)) return null
  return existsSync(join(dist, 'spa.html')) ? '/spa.html' : '/index.html'
}
