import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Hono } from 'hono'
import { resolveStaticFile } from '../scripts/static-routes.mjs'
import { precompress, TYPES } from '../scripts/static-server.mjs'

/**
 * The built site on the API's port, as a static host serves it (scripts/static-routes.mjs): files, prerendered
 * pages, the app shell for every other route; compressed once at start (brotli, gzip), hashed assets cached for
 * a year, pages revalidated.
 */
export async function siteRoutes(app: Hono, dist: string) {
  if (!existsSync(join(dist, 'index.html'))) return false
  const compressed = await precompress(dist)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = resolveStaticFile(dist, c.req.path)
    if (!file || !existsSync(join(dist, file))) return c.text('Not found', 404)
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    }
    const accepts = c.req.header('accept-encoding') ?? ''
    const variants = compressed.get(file)
    const encoding = variants && (accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null)
    if (variants && encoding) headers['Content-Encoding'] = encoding
    const body = variants && encoding ? variants[encoding] : await readFile(join(dist, file))
    headers['Content-Length'] = String(body.length)
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(new Uint8Array(body), 200, headers)
  })
  return true
}
