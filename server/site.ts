import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { etag } from 'hono/etag'
import { livePages, loadSsrBundle, type LivePagesOptions, type LivePagesSsr } from './render/live-pages'
import { canonicalPaths } from './http/canonical-path'
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from './http/site-cache-control'
import { siteETags } from './http/site-etags'
import { parseRange } from '../api/rules/range-response'
import { contentType, precompress, preferredEncoding, siteFile, type CompressedFiles, type UnknownPaths } from './http/site-files'

/**
 * The built site beside the API, each page at its one address (canonicalPaths): its public pages rendered from the database when the build has its SSR bundle
 * (`npm run build:server`), and any other path answered by siteRoutes (404 with the Not Found page), else (a build
 * of `npm run build`) its prerendered files, with the app shell for any path it has no page for.
 */
export async function mountSite(
  app: Hono,
  dist: string,
  { ssr, revision, onError, admitMiss }: Pick<LivePagesOptions, 'revision' | 'onError' | 'admitMiss'> & { ssr?: LivePagesSsr | undefined },
) {
  if (!existsSync(join(dist, 'index.html'))) return false
  const renderer = ssr ?? (await loadSsrBundle(dist))
  const api = (request: Request) => app.fetch(request)
  app.on(['GET', 'HEAD'], '*', canonicalPaths)
  if (renderer) app.on(['GET', 'HEAD'], '*', await livePages({ dist, ssr: renderer, revision, api, onError, admitMiss }))
  return siteRoutes(app, dist, { unknownPaths: renderer ? 'not-found' : 'app-shell' })
}

/**
 * The built site as a static host serves it: files, prerendered pages, the Not Found page (404) for unknown paths or
 * the app shell, as `unknownPaths` says (server/http/site-files.ts); hashed
 * assets cached for a year, pages revalidated. Text files go out compressed from memory (brotli, gzip; all files as
 * they are on disk with `uncompressed`), the rest through @hono/node-server's serveStatic, with byte ranges (video
 * seeking). `npm run server` serves it beside the API, `npm run preview` alone.
 */
export async function siteRoutes(
  app: Hono,
  dist: string,
  { uncompressed = false, unknownPaths }: { uncompressed?: boolean; unknownPaths?: UnknownPaths } = {},
) {
  if (!existsSync(join(dist, 'index.html'))) return false
  const compressed: CompressedFiles = uncompressed ? new Map() : await precompress(dist)
  const eTagOf = await siteETags(dist, compressed)
  // The answers below carry their ETag, so this only compares it with If-None-Match (304), without hashing the body.
  app.use('*', etag())
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const found = siteFile(dist, c.req.path, { unknownPaths })
    if (!found) return c.text('Not found', 404)
    const { file, status } = found
    c.header('Cache-Control', file.startsWith('/assets/') ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Vary', 'Accept-Encoding')
    const variants = compressed.get(file)
    const encoding = variants && preferredEncoding(c.req.header('accept-encoding') ?? '')
    const tag = eTagOf(file, encoding)
    if (tag) c.header('ETag', tag)
    const ifRange = c.req.header('if-range')
    if (ifRange !== undefined && ifRange !== tag) c.req.raw.headers.delete('range')
    if (variants && encoding) {
      const body = variants[encoding]
      c.header('Content-Type', contentType(file))
      c.header('Content-Encoding', encoding)
      c.header('Content-Length', String(body.length))
      return c.req.method === 'HEAD' ? c.body(null, status) : c.body(new Uint8Array(body), status)
    }
    if (status === 200) {
      c.header('Accept-Ranges', 'bytes')
      keepRangesOfTheContract(c.req.raw.headers)
    } else c.req.raw.headers.delete('range')
    const answer = await serveStatic({ root: dist, path: file })(c, next)
    if (!answer) return c.text('Not found', 404)
    answer.headers.set('Content-Type', contentType(file))
    return status === 200 ? answer : new Response(answer.body, { status, headers: answer.headers })
  })
  return true
}

/**
 * Byte ranges are read as uploads read them (parseRange): a header that rule ignores (several ranges, another unit,
 * an end before the start) is dropped, so the whole file goes out with 200, where serveStatic would answer 206 or 416.
 */
function keepRangesOfTheContract(headers: Headers) {
  const range = headers.get('range')
  if (range === null) return
  if (parseRange(range, Number.MAX_SAFE_INTEGER) === null) headers.delete('range')
  else headers.set('range', range.replace(/\s+/g, '').toLowerCase())
}
