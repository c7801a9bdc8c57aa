// `npm run preview`: serves a build the way a static host does (server/site.ts), with the headers of its `_headers`
// file and the redirects of its `_redirects` file. Used by `npm run perf` and the benchmarks, and uncompressed by the
// browser tests.
// Run alone: tsx scripts/static-host.ts [dist] [port] [--uncompressed]
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { canonicalPaths } from '../server/http/canonical-path'
import { siteRoutes } from '../server/site'
import { addressProblem } from '../api/rules/url-check'
import { headersForPath, parseHeadersFile } from './headers-file'
import { parseRedirectsFile, redirectFor } from './redirects-file'

/**
 * `uncompressed` serves every file as it is on disk: the browser tests load the site about a thousand times over
 * loopback, where compressing buys nothing and decompressing costs the browser CPU.
 */
export async function serveBuild(dist: string, port: number, { uncompressed = false } = {}): Promise<Server> {
  const headersPath = join(dist, '_headers')
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []
  const redirectsPath = join(dist, '_redirects')
  const redirects = existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8')) : []
  const app = new Hono()
  app.onError((error, c) => {
    console.error('[static host]', error)
    return c.json({ message: 'Something went wrong on our side.', issues: [] }, 500)
  })
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headersForPath(rules, new URL(c.req.url).pathname)))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
  })
  app.use('*', async (c, next) => {
    const problem = addressProblem(new URL(c.req.url))
    if (problem) return c.json({ message: problem, issues: [] }, 400)
    await next()
  })
  // Each page at its one address, as on the live server: the browser's router would render /SERVICES as /services.
  app.on(['GET', 'HEAD'], '*', canonicalPaths)
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const moved = redirectFor(redirects, c.req.path)
    if (!moved) return next()
    return c.redirect(moved.to, moved.status as 301)
  })
  await siteRoutes(app, dist, { uncompressed })
  app.notFound((c) => c.text('Not found', 404))
  return new Promise((ready) => {
    // Hono's own Request and Response stay out of the globals: the preview runs inside test workers too, where msw
    // (whose mocked network errors are the standard Response.error()) shares them.
    const server = serve(
      { fetch: app.fetch, port, hostname: '127.0.0.1', overrideGlobalObjects: false },
      () => ready(server as Server),
    )
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const port = Number(process.argv[3] ?? 4180)
  const uncompressed = process.argv.includes('--uncompressed')
  await serveBuild(dist, port, { uncompressed })
  console.info(`serving ${dist} on http://127.0.0.1:${port}${uncompressed ? ' (uncompressed)' : ''}`)
}
