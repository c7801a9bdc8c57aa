// Writes every public route of the build as HTML with its content and query data, using the SSR bundle
// (src/entry-server.tsx). The pages read the API over HTTP: with the mock (the default) its handlers answer in this
// process (msw/node); with VITE_API_MOCK=off, the server at VITE_API_URL must answer.
// Usage: tsx scripts/prerender.mjs [dist]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readBuildManifest } from './build-manifest.mjs'
import { classNamesIn, cssPruner } from './critical-css.mjs'
import { byMatchOrder, patternSource } from './route-patterns.mjs'

const dist = resolve(process.argv[2] ?? 'dist')
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

// A second run (npm run prerender after a build) starts from the shell the first one kept aside.
const builtIndex = await readFile(join(dist, 'index.html'), 'utf8')
const ROUTE_MODULES = /\s*<meta name="route-modules"[^>]*>/
const shell = (builtIndex.includes('data-prerendered') ? await readFile(join(dist, 'spa.html'), 'utf8') : builtIndex).replace(
  ROUTE_MODULES,
  '',
)
const { manifest, beyondEntry, inEvaluationOrder } = await readBuildManifest(dist)

/** The screens' chunks (beyond the entry's), from their source files: their JS and stylesheets. */
function screenChunks(modules) {
  const missing = modules.filter((key) => !manifest[key])
  if (missing.length) throw new Error(`Not in the build manifest: ${missing.join(', ')}`)
  const graph = beyondEntry(modules)
  return { js: graph.map((key) => manifest[key].file), css: [...new Set(graph.flatMap((key) => manifest[key].css ?? []))] }
}

const pruners = new Map()
/** The part of a built stylesheet that can match a page using `classNames` (scripts/critical-css.mjs). */
const criticalCssOf = async (file, classNames) => {
  if (!pruners.has(file)) pruners.set(file, cssPruner((await readFile(join(dist, file), 'utf8')).trim()))
  return pruners.get(file)(classNames)
}

// Routes that are not prerendered (the admin, unknown paths) get the app shell, which waits for the mock for its
// first data: there its modules (the ones mocks/start.ts loads at once) preload with the entry instead of after it,
// and so do the matched route's lazy chunks (/boot.js reads the map).
await writeFile(join(dist, 'spa.html'), withRouteModules(withMockPreloads(shell)))
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g
const shellCss = [...shell.matchAll(STYLESHEET)].map((match) => match[1])
// The shell's entry script and preloads: a prerendered page drops them and lists its modules for /boot.js instead.
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="(\/[^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="(\/[^"]+)"[^>]*>/g
if (!ENTRY_SCRIPT.test(shell)) throw new Error('No module entry script in the built index.html')

function withMockPreloads(html) {
  if (!manifest['mocks/start.ts']) return html
  const links = screenChunks(['mocks/start.ts', 'mocks/browser.ts'])
    .js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  return html.replace('</head>', `    ${links}\n  </head>`)
}

/**
 * The chunks of each route the shell serves, for /boot.js (src/boot.ts reads this format): every file once, then
 * each route as a regular expression with the indexes of its files, the first match wins:
 * "/assets/a.js /assets/b.js|^/dashboard/media/?$=0,1 ^/dashboard/?$=0". Without it, a route's chunks would only be
 * requested once the entry has run and matched it, and their imports once those have arrived.
 */
function withRouteModules(html) {
  const files = []
  const index = new Map()
  const routes = byMatchOrder(shellRoutes()).map(({ pattern, modules }) => {
    const indexes = screenChunks(modules).js.map((file) => {
      if (!index.has(file)) index.set(file, files.push(`/${file}`) - 1)
      return index.get(file)
    })
    return `${patternSource(pattern)}=${indexes.join(',')}`
  })
  const meta = `<meta name="route-modules" content="${files.join(' ')}|${routes.join(' ')}">`
  return html.replace('<script src="/boot.js">', `${meta}\n    <script src="/boot.js">`)
}

/** A preload for the first high-priority image (the hero), ahead of the scripts, in the format the browser takes. */
function heroPreload(html) {
  const picture = /<picture[^>]*>((?:(?!<\/picture>).)*?fetchpriority="high"(?:(?!<\/picture>).)*?)<\/picture>/is.exec(html)?.[1]
  if (!picture) return ''
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture)
  if (!source) return ''
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" fetchpriority="high">`
}

/**
 * The shell with the page's head tags (replacing the defaults it names), its markup and data. The CSS rules that can
 * match the page's HTML are inlined: no stylesheet request before first paint, and less CSS in the page. The whole
 * stylesheets follow as disabled <link data-inlined> (not fetched while the page loads, so they do not compete with
 * the hero image), enabled at the visitor's first interaction (src/boot.ts), ahead of anything the app then renders.
 * Vite's loader of lazy chunks finds those links, so it does not add the same stylesheets again after the page's own
 * rules. The JS to hydrate is listed for /boot.js.
 */
async function pageHtml(page) {
  const chunks = screenChunks(page.modules)
  const cssFiles = [...shellCss, ...chunks.css]
  const classNames = classNamesIn(page.html)
  const css = await Promise.all(cssFiles.map((file) => criticalCssOf(file, classNames)))
  const fullStylesheets = cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled data-inlined>`).join('\n    ')
  let head = shell.replace(STYLESHEET, '').replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
  if (page.head.includes('<title>')) head = head.replace(/<title>.*?<\/title>/s, '')
  if (page.head.includes('name="description"')) head = head.replace(/<meta name="description"[^>]*>/, '')
  const data = serializePrerenderedState({ path: page.path, queries: page.state, loaderData: page.loaderData, day: page.day })
  const modules = inEvaluationOrder(page.modules)
  return head
    .replace('<meta name="viewport"', `${heroPreload(page.html)}\n    <meta name="viewport"`)
    .replace('<script src="/boot.js">', `<meta name="app-modules" content="${modules.join(' ')}">\n    <script src="/boot.js">`)
    .replace('</head>', `    <style data-inlined>${css.join('\n')}</style>\n    ${fullStylesheets}\n    ${page.head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered>${page.html}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${data}</script>`,
    )
}

// PRERENDER_API_ORIGIN (scripts/build-server.mjs): the UI asks /api on its own origin; here that origin is the server.
if (process.env.PRERENDER_API_ORIGIN) {
  const target = new URL(process.env.PRERENDER_API_ORIGIN)
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== 'http://localhost') return realFetch(input, init)
    const moved = new URL(url.pathname + url.search, target)
    return realFetch(input instanceof Request ? new Request(moved, input) : moved, init)
  }
}

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
