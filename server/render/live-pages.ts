// The public pages, rendered on request from the database by the client build's own SSR bundle, and cached until a
// write (any instance's) makes them stale: docs/decisions/017-live-pages.md.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import type * as EntryServer from '../../src/entry-server'
import { isAppOnlyPath } from '../../src/api/rules/site-areas'
import type { Db } from '../db/connect'
import { PAGE_CACHE_CONTROL } from '../http/site-cache-control'
import { cleanSitePath, preferredEncoding, type Encoding } from '../http/site-files'
import { contentRevision } from './content-revision'
import { withInProcessApi } from './in-process-api'
import { PageCache } from './page-cache'
import { pageWriter } from './page-html.mjs'

/** What the server uses of the SSR bundle (src/entry-server.tsx). */
export type LivePagesSsr = Pick<
  typeof EntryServer,
  | 'renderRoute'
  | 'hasOwnRoute'
  | 'prerenderPaths'
  | 'crawlFiles'
  | 'lagosDay'
  | 'NOT_FOUND_PATH'
  | 'shellRoutes'
  | 'PRERENDER_DATA_ID'
  | 'serializePrerenderedState'
>

/** Where `npm run build:server` puts the SSR bundle: inside the build it belongs to, never served (site-files.ts). */
export const SSR_ENTRY = '.ssr/entry-server.js'

/** The SSR bundle built with the client in `dist`, or undefined when that build has none (`npm run build`). */
export async function loadSsrBundle(dist: string): Promise<LivePagesSsr | undefined> {
  const entry = join(dist, SSR_ENTRY)
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as LivePagesSsr) : undefined
}

type Bodies = Record<Encoding | 'identity', Uint8Array>
/**
 * A rendered answer: a page (200, or the Not Found page with 404) or a crawl file, with the day its content last
 * changed (for the sitemap), or a redirect.
 */
type Answer =
  | { status: 200 | 404; type: string; bodies: Bodies; tags: Record<keyof Bodies, string>; lastModified?: string }
  | { status: 301; location: string }

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
// Brotli's top quality takes ~10 times as long as 9 for a few per cent less: a page is compressed on the request
// after each write, while the visitor waits.
const BROTLI_QUALITY = 9

const tagOf = (bytes: Uint8Array) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

async function compressed(text: string): Promise<Pick<Extract<Answer, { status: 200 | 404 }>, 'bodies' | 'tags'>> {
  const identity = Buffer.from(text)
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ])
  const bodies = { identity, br, gzip: gz }
  return { bodies, tags: { identity: tagOf(identity), br: tagOf(br), gzip: tagOf(gz) } }
}

const HTML = 'text/html; charset=utf-8'
/** The files made from the content: the sitemap lists the pages, robots.txt names the sitemap by the site's URL. */
const CRAWL_FILES: Record<string, string> = { '/sitemap.xml': 'application/xml; charset=utf-8', '/robots.txt': 'text/plain; charset=utf-8' }

/**
 * The page (or crawl file) a GET for `pathname` asks for, or null when it is a file of the build, the admin, or does
 * not decode.
 */
function pagePath(pathname: string): string | null {
  if (CRAWL_FILES[pathname]) return pathname
  const clean = cleanSitePath(pathname)
  if (clean === null) return null
  if (/\.[a-z0-9]+$/i.test(clean) || isAppOnlyPath(clean)) return null
  return clean
}

/** Compares the page's ETag with If-None-Match and answers 304, as for the build's files (server/site.ts). */
const conditional = etag()

export type LivePagesOptions = {
  dist: string
  ssr: LivePagesSsr
  db: Db
  /** The app whose /api answers the renders. */
  api: (request: Request) => Response | Promise<Response>
  /** Other instances may write to the database (a Postgres server): read its content revision on every request. */
  sharedDatabase: boolean
}

/**
 * GET and HEAD of every public page, the sitemap and robots.txt: rendered at the first request after a write, then
 * served from memory (brotli, gzip or as is) with a strong ETag per encoding and `no-cache`, as the build's files
 * are. Other paths with an extension (the build's files) and the admin's areas go to the next handler.
 */
export async function livePages({ dist, ssr, db, api, sharedDatabase }: LivePagesOptions): Promise<MiddlewareHandler> {
  const { pageHtml } = await pageWriter(dist, ssr)
  const revision = contentRevision(db, { shared: sharedDatabase })
  const cache: PageCache<Answer> = new PageCache(async (path, day, atRevision) => {
    const crawlFileType = CRAWL_FILES[path]
    if (crawlFileType) return { status: 200, type: crawlFileType, ...(await compressed(await crawlFile(path, day, atRevision))) }
    // Any path no page answers (deleted content, a listing's page past its last, a path of no route) shares one
    // Not Found page, which the browser renders anew for its URL: unknown paths cost no render and no memory each.
    const notFound = () => {
      if (path === ssr.NOT_FOUND_PATH) throw new Error(`${path} did not render the Not Found page`)
      return cache.get(ssr.NOT_FOUND_PATH, atRevision, day)
    }
    if (path !== ssr.NOT_FOUND_PATH && !ssr.hasOwnRoute(path)) return notFound()
    const rendered = await withInProcessApi(api, () => ssr.renderRoute(path, day))
    // The app's redirects name a page's one address (a moved path, a listing's first page): permanent.
    if ('redirect' in rendered) return { status: 301, location: rendered.redirect }
    if ('missing' in rendered || (rendered.notFound && path !== ssr.NOT_FOUND_PATH)) return notFound()
    const html = await pageHtml(rendered.page, { live: true })
    const { lastModified } = rendered.page
    return { status: rendered.notFound ? 404 : 200, type: HTML, lastModified, ...(await compressed(html)) }
  })

  /** The sitemap lists every page the routes name that renders (from the cache: a sitemap warms it), with its day. */
  async function crawlFile(path: string, day: string, atRevision: number): Promise<string> {
    const entries: { path: string; lastModified: string }[] = []
    if (path === '/sitemap.xml')
      for (const page of await withInProcessApi(api, () => ssr.prerenderPaths())) {
        const answer = await cache.get(page, atRevision, day)
        if (answer.status === 200 && answer.lastModified) entries.push({ path: page, lastModified: answer.lastModified })
      }
    const { sitemap, robots } = await withInProcessApi(api, () => ssr.crawlFiles(entries))
    return path === '/sitemap.xml' ? sitemap : robots
  }

  return async (c, next) => {
    const path = pagePath(c.req.path)
    if (path === null) return next()
    const answer = await cache.get(path, await revision(), ssr.lagosDay())
    c.header('Cache-Control', PAGE_CACHE_CONTROL)
    if (answer.status === 301) return c.redirect(answer.location, 301)
    c.header('Vary', 'Accept-Encoding')
    const encoding = preferredEncoding(c.req.header('accept-encoding') ?? '')
    const body = answer.bodies[encoding ?? 'identity']
    const respond = () => {
      c.header('Content-Type', answer.type)
      if (encoding) c.header('Content-Encoding', encoding)
      c.header('Content-Length', String(body.length))
      const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
      return c.req.method === 'HEAD' ? c.body(null, answer.status) : c.body(bytes, answer.status)
    }
    if (answer.status !== 200) return respond()
    c.header('ETag', answer.tags[encoding ?? 'identity'])
    await conditional(c, async () => {
      c.res = respond()
    })
    return c.res
  }
}
