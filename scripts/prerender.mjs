// Writes every public route of the build as HTML with its content and query data, using the SSR bundle
// (src/entry-server.tsx). The pages read the API over HTTP: with the mock (the default) its handlers answer in this
// process (msw/node); with VITE_API_MOCK=off, the server at VITE_API_URL must answer.
// Usage: tsx scripts/prerender.mjs [dist] [--shell-only] (--shell-only: the app shell spa.html alone, no page, no API)
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pageWriter } from '../server/render/page-html.mjs'

const dist = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist')
// PRERENDER_SSR_DIR: another SSR build (scripts/prerender-swap.mjs renders with two).
const ssrEntry = pathToFileURL(resolve(process.env.PRERENDER_SSR_DIR ?? '.prerender', 'entry-server.js')).href
const {
  MOCK_ENABLED,
  NOT_FOUND_PATH,
  crawlFiles,
  lagosDay,
  prerenderPaths,
  renderPage,
  shellRoutes,
  PRERENDER_DATA_ID,
  serializePrerenderedState,
} = await import(ssrEntry)

const { pageHtml, appShell } = await pageWriter(dist, { shellRoutes, PRERENDER_DATA_ID, serializePrerenderedState })

// Routes that are not prerendered (the admin, unknown paths) get the app shell (server/render/page-html.mjs).
await writeFile(join(dist, 'spa.html'), appShell())
if (process.argv.includes('--shell-only')) process.exit(0)

const started = performance.now()
const mock = MOCK_ENABLED ? await import('./prerender-mock.ts') : null
await mock?.start()
const paths = await prerenderPaths()
// One day for every page; PRERENDER_DAY pins it (scripts/prerender-swap.mjs renders the build's day again).
const day = process.env.PRERENDER_DAY || lagosDay()
let bytes = 0
const written = []
for (const path of paths) {
  const page = await renderPage(path, day)
  if (!page) continue
  written.push({ path, lastModified: page.lastModified })
  const html = await pageHtml(page)
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
  bytes += html.length
}
// The Not Found page, for any path with no page of its own: static hosts serve 404.html with 404 (so does
// server/http/site-files.ts). Its data names another path than the one asked, so the app renders anew for the URL
// rather than hydrating: the Not Found page again, or content this browser created (the demo's local edits).
const notFound = await renderPage(NOT_FOUND_PATH, day)
await writeFile(join(dist, '404.html'), await pageHtml(notFound))
// The sitemap lists exactly the pages written (a redirect has no page; nor has the Not Found page).
const { sitemap, robots } = await crawlFiles(written)
await writeFile(join(dist, 'sitemap.xml'), sitemap)
await writeFile(join(dist, 'robots.txt'), robots)
mock?.stop()
// (react-query keeps garbage-collection timers alive; the work is done)
console.log(
  `prerendered ${paths.length} routes (${Math.round(bytes / 1024)} KB of HTML) in ${Math.round(performance.now() - started)} ms`,
)
process.exit(0)
