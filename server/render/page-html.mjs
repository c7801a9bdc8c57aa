// Turns a rendered route (src/entry-server.tsx's renderPage) into the page's HTML document: the built shell with the
// page's head tags, markup, data, critical CSS and module list for /boot.js. One owner for the build's prerenderer
// (scripts/prerender.mjs) and the server's live pages (server/render/live-pages.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readBuildManifest } from './build-manifest.mjs'
import { classNamesIn, cssPruner } from './critical-css.mjs'
import { byMatchOrder, patternSource } from './route-patterns.mjs'

const ROUTE_MODULES = /\s*<meta name="route-modules"[^>]*>/
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g
// The shell's entry script and preloads: a rendered page drops them and lists its modules for /boot.js instead.
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="(\/[^"]+)"[^>]*><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="(\/[^"]+)"[^>]*>/g

/** The build's own shell: index.html as Vite wrote it, or the copy kept aside once index.html is a prerendered page. */
export async function readShell(dist) {
  const builtIndex = await readFile(join(dist, 'index.html'), 'utf8')
  const shell = builtIndex.includes('data-prerendered') ? await readFile(join(dist, 'spa.html'), 'utf8') : builtIndex
  return shell.replace(ROUTE_MODULES, '')
}

/**
 * The page writer of the build in `dist`. `ssr`: the SSR bundle's exports (shellRoutes, PRERENDER_DATA_ID,
 * serializePrerenderedState).
 */
export async function pageWriter(dist, ssr) {
  const shell = await readShell(dist)
  if (!ENTRY_SCRIPT.test(shell)) throw new Error('No module entry script in the built index.html')
  const { manifest, beyondEntry, inEvaluationOrder } = await readBuildManifest(dist)
  const shellCss = [...shell.matchAll(STYLESHEET)].map((match) => match[1])

  /** The screens' chunks (beyond the entry's), from their source files: their JS and stylesheets. */
  function screenChunks(modules) {
    const missing = modules.filter((key) => !manifest[key])
    if (missing.length) throw new Error(`Not in the build manifest: ${missing.join(', ')}`)
    const graph = beyondEntry(modules)
    return { js: graph.map((key) => manifest[key].file), css: [...new Set(graph.flatMap((key) => manifest[key].css ?? []))] }
  }

  const pruners = new Map()
  /** The part of a built stylesheet that can match a page using `classNames` (critical-css.mjs). */
  const criticalCssOf = async (file, classNames) => {
    if (!pruners.has(file)) pruners.set(file, readFile(join(dist, file), 'utf8').then((css) => cssPruner(css.trim())))
    return (await pruners.get(file))(classNames)
  }

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
    const routes = byMatchOrder(ssr.shellRoutes()).map(({ pattern, modules }) => {
      const indexes = screenChunks(modules).js.map((file) => {
        if (!index.has(file)) index.set(file, files.push(`/${file}`) - 1)
        return index.get(file)
      })
      return `${patternSource(pattern)}=${indexes.join(',')}`
    })
    const meta = `<meta name="route-modules" content="${files.join(' ')}|${routes.join(' ')}">`
    return html.replace('<script src="/boot.js">', `${meta}\n    <script src="/boot.js">`)
  }

  /**
   * The app shell, for routes with no rendered page (the admin): it waits for the mock for its first data, so the
   * mock's modules (the ones mocks/start.ts loads at once) preload with the entry instead of after it, and so do the
   * matched route's lazy chunks (/boot.js reads the map).
   */
  const appShell = () => withRouteModules(withMockPreloads(shell))

  /**
   * The shell with the page's head tags (replacing the defaults it names), its markup and data. The CSS rules that can
   * match the page's HTML are inlined: no stylesheet request before first paint, and less CSS in the page. The whole
   * stylesheets follow as disabled <link data-inlined> (not fetched while the page loads, so they do not compete with
   * the hero image), enabled at the visitor's first interaction (src/boot.ts), ahead of anything the app then renders.
   * Vite's loader of lazy chunks finds those links, so it does not add the same stylesheets again after the page's own
   * rules. The JS to hydrate is listed for /boot.js. `live`: rendered from the live database, so its data is current.
   */
  async function pageHtml(page, { live = false } = {}) {
    const chunks = screenChunks(page.modules)
    const cssFiles = [...shellCss, ...chunks.css]
    const classNames = classNamesIn(page.html)
    const css = await Promise.all(cssFiles.map((file) => criticalCssOf(file, classNames)))
    const fullStylesheets = cssFiles.map((file) => `<link rel="stylesheet" href="/${file}" disabled data-inlined>`).join('\n    ')
    let head = shell.replace(STYLESHEET, '').replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')
    if (page.head.includes('<title>')) head = head.replace(/<title>.*?<\/title>/s, '')
    if (page.head.includes('name="description"')) head = head.replace(/<meta name="description"[^>]*>/, '')
    const state = { path: page.path, queries: page.state, loaderData: page.loaderData, day: page.day }
    const data = ssr.serializePrerenderedState(live ? { ...state, live } : state)
    const modules = inEvaluationOrder(page.modules)
    return head
      .replace('<meta name="viewport"', `${heroPreload(page.html)}\n    <meta name="viewport"`)
      .replace('<script src="/boot.js">', `<meta name="app-modules" content="${modules.join(' ')}">\n    <script src="/boot.js">`)
      .replace('</head>', `    <style data-inlined>${css.join('\n')}</style>\n    ${fullStylesheets}\n    ${page.head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered>${page.html}</div>\n    <script type="application/json" id="${ssr.PRERENDER_DATA_ID}">${data}</script>`,
      )
  }

  return { pageHtml, appShell }
}

/** A preload for the first high-priority image (the hero), ahead of the scripts, in the format the browser takes. */
function heroPreload(html) {
  const picture = /<picture[^>]*>((?:(?!<\/picture>).)*?fetchpriority="high"(?:(?!<\/picture>).)*?)<\/picture>/is.exec(html)?.[1]
  if (!picture) return ''
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(picture)
  if (!source) return ''
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" fetchpriority="high">`
}
