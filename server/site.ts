import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { precompress, staticFile } from '../scripts/static-server.mjs'

/**
 * The built site on the API's port, answered as the local static host answers it (scripts/static-server.mjs):
 * files, prerendered pages, the app shell for every other route; compressed once at start (brotli, gzip), hashed
 * assets cached for a year, pages revalidated, byte ranges of uncompressed files (video seeking).
 */
export async function siteRoutes(app: Hono, dist: string) {
  if (!existsSync(join(dist, 'index.html'))) return false
  const compressed = await precompress(dist)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const answer = await staticFile(dist, compressed, c.req.path, c.req.header('accept-encoding') ?? '', c.req.header('range') ?? null)
    if (!answer) return c.text('Not found', 404)
    const { status, headers, body } = answer
    return c.req.method === 'HEAD' ? c.body(null, status, headers) : c.body(new Uint8Array(body), status, headers)
  })
  return true
}
