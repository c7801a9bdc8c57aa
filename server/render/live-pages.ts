// The public pages, rendered on request from the database by the client build's own SSR bundle, and cached until a
// write (any instance's) makes them stale: docs/decisions/017-live-pages.md.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'
import type * as EntryServer from '../../src/entry-server'
import { isAppOnlyPath } from '../../src/api/rules/site-areas'
import { EncodedAnswer, sendEncoded } from '../http/compressed-answer'
import type { AdmitMiss } from '../http/miss-limit'
import { PAGE_CACHE_CONTROL } from '../http/site-cache-control'
import { appShellFile, cleanSitePath } from '../http/site-files'
import { withInProcessApi } from './in-process-api'
import { pageWriter } from './page-html.mjs'
import { RevisionCache } from './revision-cache'

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

/**
 * A rendered answer: a page (200, or the Not Found page with 404) or a crawl file, with the day its content last
 * changed (for the sitemap), or a redirect.
 */
type Answer = { status: 200 | 404; encoded: EncodedAnswer; lastModified?: string } | { status: 301; location: string }

/**
 * At most this many paths are kept (a path of no page keeps none: cacheKey, and `keep` below), in
 * at most this many bytes (a page in its three encodings: 30 to 300 KB).
 */
const PAGE_CACHE_BOUNDS = { maxEntries: 1000, maxBytes: 256 * 1024 * 1024 }
/** How long a visitor who got the app shell instead of a page that failed to render waits before trying again. */
const RETRY_AFTER_SECONDS = 5

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
  /** The content revision the pages are kept for (content-revision.ts): read on every request. */
  revision: () => Promise<number>
  /** The app whose /api answers the renders. */
  api: (request: Request) => Response | Promise<Response>
  /** Told of a page that failed to render (the server logs it). */
  onError?: ((error: unknown) => void) | undefined
  /** Whether a request may render (a miss), or the seconds its client waits first: server/http/miss-limit.ts. */
  admitMiss?: AdmitMiss | undefined
}

/**
 * GET and HEAD of every public page, the sitemap and robots.txt: rendered at the first request after a write, then
 * served from memory (brotli, gzip or as is) with a strong ETag per encoding and `no-cache`, as the build's files
 * are. Other paths with an extension (the build's files) and the admin's areas go to the next handler.
 */
export async function livePages({
  dist,
  ssr,
  revision,
  api,
  onError,
  admitMiss = async () => 0,
}: LivePagesOptions): Promise<MiddlewareHandler> {
  const { pageHtml } = await pageWriter(dist, ssr)
  const shell = new EncodedAnswer(HTML, await readFile(join(dist, appShellFile(dist))))
  const bounds = {
    ...PAGE_CACHE_BOUNDS,
    sizeOf: (answer: Answer) => ('encoded' in answer ? answer.encoded.size : 0),
    // A path whose content is missing (/services/<anything>) shares the Not Found page but keeps no entry of its own:
    // made-up paths would push real pages out. Each request for one renders again, a miss its client is counted for.
    keep: (answer: Answer, path: string) => answer.status !== 404 || path === ssr.NOT_FOUND_PATH,
  }
  const cache: RevisionCache<Answer> = new RevisionCache(bounds, async (path, day, atRevision) => {
    const crawlFileType = CRAWL_FILES[path]
    if (crawlFileType) return { status: 200, encoded: new EncodedAnswer(crawlFileType, await crawlFile(path, day, atRevision)) }
    // Any path no page answers (deleted content, a listing's page past its last) shares one Not Found page, which the
    // browser renders anew for its URL. A path of no route never gets here (cacheKey).
    const notFound = () => {
      if (path === ssr.NOT_FOUND_PATH) throw new Error(`${path} did not render the Not Found page`)
      return cache.get(ssr.NOT_FOUND_PATH, atRevision, day)
    }
    const rendered = await withInProcessApi(api, () => ssr.renderRoute(path, day, { retry: false }))
    // The app's redirects name a page's one address (a moved path, a listing's first page): permanent.
    if ('redirect' in rendered) return { status: 301, location: rendered.redirect }
    if ('missing' in rendered || (rendered.notFound && path !== ssr.NOT_FOUND_PATH)) return notFound()
    const html = await pageHtml(rendered.page, { live: true })
    const { lastModified } = rendered.page
    return { status: rendered.notFound ? 404 : 200, encoded: new EncodedAnswer(HTML, html), lastModified }
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

  /**
   * A page that fails to render (the database down, a bug in a loader) is logged, and the visitor gets the last page
   * rendered for that path, marked stale, or the app shell with 503 and Retry-After: never a bare 500.
   */
  async function fallback(c: Context, path: string, error: unknown): Promise<Response> {
    onError?.(new Error(`rendering ${path} failed`, { cause: error }))
    c.header('Cache-Control', 'no-store')
    const last = cache.last(path)
    if (last && last.status !== 301) {
      c.header('X-Stale', 'render-failed')
      return sendEncoded(c, last.encoded, last.status, { tagged: false })
    }
    c.header('Retry-After', String(RETRY_AFTER_SECONDS))
    return sendEncoded(c, shell, 503, { tagged: false })
  }

  /**
   * A client that has made the server render too often of late (admitMiss): the last page rendered for that path,
   * marked stale, or the app shell with 429 and Retry-After.
   */
  function busy(c: Context, path: string, retryAfter: number): Promise<Response> {
    c.header('Cache-Control', 'no-store')
    const last = cache.last(path)
    if (last && last.status !== 301) {
      c.header('X-Stale', 'busy')
      return sendEncoded(c, last.encoded, last.status, { tagged: false })
    }
    c.header('Retry-After', String(retryAfter))
    return sendEncoded(c, shell, 429, { tagged: false })
  }

  /**
   * What a path is kept under: its own, or, for a path no route but the catch-all matches, the Not Found page's, so
   * unknown paths cost no render, no entry and no miss each.
   */
  const cacheKey = (path: string) => (CRAWL_FILES[path] || ssr.hasOwnRoute(path) ? path : ssr.NOT_FOUND_PATH)

  return async (c, next) => {
    const path = pagePath(c.req.path)
    if (path === null) return next()
    c.header('Cache-Control', PAGE_CACHE_CONTROL)
    let key = path
    let answer: Answer
    try {
      const [atRevision, day] = [await revision(), ssr.lagosDay()]
      // A page kept under its own path is the common case: only other paths ask the routes (matchRoutes costs
      // about a millisecond, several times the rest of a hit).
      if (!cache.holds(path, atRevision, day)) {
        key = cacheKey(path)
        if (!cache.holds(key, atRevision, day)) {
          const wait = await admitMiss(c)
          if (wait) return busy(c, key, wait)
        }
      }
      answer = await cache.get(key, atRevision, day)
    } catch (error) {
      return fallback(c, cache.last(path) ? path : cacheKey(path), error)
    }
    if (answer.status === 301) return c.redirect(answer.location, 301)
    if (answer.status !== 200) return sendEncoded(c, answer.encoded, answer.status, { tagged: false })
    await conditional(c, async () => {
      c.res = await sendEncoded(c, answer.encoded, 200, { tagged: true })
    })
    return c.res
  }
}
