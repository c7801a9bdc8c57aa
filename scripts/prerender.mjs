// Writes every public route of the build as HTML with its content and query data, using the SSR bundle
// (src/entry-server.tsx) and the same mock handlers the browser uses. Usage: node scripts/prerender.mjs [dist]
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = resolve(process.argv[2] ?? 'dist')
const ssrEntry = pathToFileURL(resolve('.prerender/entry-server.js')).href
const { startPrerender, stopPrerender, renderPage, PRERENDER_DATA_ID, serializePrerenderedState } = await import(ssrEntry)

const shell = await readFile(join(dist, 'index.html'), 'utf8')
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))

/** Every chunk statically imported from `keys`, transitively, with the stylesheets they bring. */
function staticGraph(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    staticGraph(manifest[key].imports ?? [], seen)
  }
  return seen
}
const entryGraph = staticGraph(['index.html'])

/**
 * Stylesheets and module preloads for the page's lazy screens: their CSS must be there before first paint
 * (the markup already uses it) and their JS is fetched with the entry instead of after it.
 */
function screenTags(screens) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && screens.includes(manifest[key].name))
  const graph = [...staticGraph(keys)].filter((key) => !entryGraph.has(key))
  const css = graph.flatMap((key) => manifest[key].css ?? [])
  return [
    ...[...new Set(css)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...graph.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ].join('\n    ')
}
// Routes that are not prerendered (the admin, unknown paths) get the plain app shell.
await writeFile(join(dist, 'spa.html'), shell)

/** The shell with the page's head tags (replacing the defaults it names) and its markup and data. */
function pageHtml(page) {
  let head = shell
  if (page.head.includes('<title>')) head = head.replace(/<title>.*?<\/title>/s, '')
  if (page.head.includes('name="description"')) head = head.replace(/<meta name="description"[^>]*>/, '')
  const data = serializePrerenderedState({ path: page.path, queries: page.state })
  return head
    .replace('</head>', `    ${screenTags(page.screens)}\n    ${page.head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered>${page.html}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${data}</script>`,
    )
}

const started = performance.now()
const paths = await startPrerender()
let bytes = 0
for (const path of paths) {
  const page = await renderPage(path)
  if (!page) continue
  const html = pageHtml(page)
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, html)
  bytes += html.length
}
stopPrerender()
// (react-query keeps garbage-collection timers alive; the work is done)
console.log(
  `prerendered ${paths.length} routes (${Math.round(bytes / 1024)} KB of HTML) in ${Math.round(performance.now() - started)} ms`,
)
process.exit(0)
