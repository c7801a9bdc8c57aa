// Prints what each prerendered public route needs, gzip-compressed, and fails when a budget is exceeded.
// Usage: node scripts/size.mjs [dist]   (npm run size builds first)
import { readFile, readdir, stat } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readBuildManifest } from '../server/render/build-manifest.mjs'

const KB = 1024
/**
 * Budgets in gzip KB. Pages paint with 0.7 KB of blocking script (/boot.js loads the rest after first paint);
 * the JS that hydrates / is held to 170 KB, the richest page (/training, tabs and carousels) a little
 * more. The mock layer counts zod and the schemas: the public pages do not load them to hydrate. It was 115 KB before
 * per-record storage, the IndexedDB file store, ranges for media and the URL guard came (about 5 KB, all after
 * hydration). The collection registry (the generic routes of every collection, the list query engine), then the
 * unknown-route handler and the response overrides took it to 127 KB. One API for both stores put the server's app and
 * its router (Hono, 5.6 KB) and the endpoints' declarations in place of the mock's own handlers: 134.2 KB
 * (docs/decisions/011-one-api-two-stores.md). The outbox on both stores (the demo's mailbox, the e-mails' rules and
 * their default texts, two routes: docs/decisions/019-outbox-and-mailbox.md), the registration lifecycle (statuses,
 * holds and their expiry at request time, the waiting list, cancel and mark-paid: docs/decisions/020-registration-lifecycle.md)
 * and the public forms' guard (limits, honeypot, repeated registrations: docs/decisions/018-public-form-abuse.md) took
 * it to 138.4 KB, online payment (the webhook's signature, the payment routes: docs/decisions/021-online-payment.md) to
 * 139.8 KB; the inbox as a work queue (its CSV writer loaded on demand), the e-mails of every turn and a waiting-list
 * seat's own checkout to 141.8; the fault switch's code, now loaded only when a rule is stored or set from the URL, back
 * to 140.7. Then the API's routes beyond the content's reads moved to a module loaded on the first request that needs
 * them (docs/decisions/024-api-on-demand.md) and msw's browser bundle lost the WebSocket and XMLHttpRequest
 * interceptors the app never uses (docs/decisions/023-msw-lean-browser-bundle.md): 129.1 KB, within the 130 set for it.
 * The mock layer loads after the page is interactive: its budget is 150 KB, and both of those went again, so that each
 * resource's routes live in one file and msw is bundled as published (docs/decisions/030-declared-once-called-once.md).
 * / and /training were at their 170 and 235 KB; the one price rule of a registration (shown on the home page's training
 * banner and the schedule), the forms' honeypot and fill timer, the waiting list and the payment page's route took them
 * to 170.2 and 237.0 KB, and registrant privacy, payment modes and the fill time from first paint to 238.3. The
 * success view and the payment dialog (Mantine's Modal among them) then moved to a chunk loaded as the form is sent:
 * /training at 220.9 KB, its budget lowered to 222.
 * First-paint CSS is what a page inlines (the rules its HTML can use, server/render/critical-css.mjs: 7-13 KB, was 16-20
 * with every stylesheet inlined) plus any stylesheet it links; the whole stylesheets come at the first interaction.
 */
const BUDGET = { homeJs: 171, routeJs: 222, routeCss: 14, blockingJs: 2, heroImage: 80, mockLayer: 150, adminRoute: 260 }

const dist = resolve(process.argv[2] ?? 'dist')
const { manifest, beyondEntry } = await readBuildManifest(dist)
const gzipCache = new Map()
async function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(await readFile(join(dist, file))).length)
  return gzipCache.get(file)
}
const sum = async (files) => (await Promise.all([...new Set(files)].map(gzipSize))).reduce((a, b) => a + b, 0)
const kb = (bytes) => (bytes / KB).toFixed(1)

async function* htmlPages(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'assets') yield* htmlPages(path)
    else if (entry.name === 'index.html') yield path
  }
}

const attr = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
const tags = (html, pattern) => [...html.matchAll(pattern)].map((match) => match[0])
const local = (href) => href.replace(/^\//, '')

/** The largest AVIF the browser picks for the first high-priority image on a 412 px phone at 1.75x (721 px). */
async function heroImageBytes(html) {
  const picture = /<picture[^>]*>(?:(?!<\/picture>).)*fetchpriority="high"(?:(?!<\/picture>).)*<\/picture>/is.exec(html)?.[0]
  if (!picture) return null
  const source = tags(picture, /<source [^>]*>/g).find((tag) => attr(tag, 'type') === 'image/avif') ?? picture
  const candidates = (attr(source, 'srcset') ?? attr(source, 'srcSet') ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width)
  const chosen = candidates.find((candidate) => candidate.width >= 721) ?? candidates.at(-1)
  return chosen ? { url: chosen.url, bytes: (await stat(join(dist, local(chosen.url)))).size } : null
}

const lazyLayer = (key) => beyondEntry([key]).map((k) => manifest[k].file)

/**
 * The admin's description of the collections (src/api/registry/admin.ts) is admin-only: a label only it holds must
 * not be in any public route's JavaScript (tests/unit/admin-boundary.test.ts checks the imports behind it).
 */
const ADMIN_ONLY_MARKER = 'Story paragraphs'
const adminOnlyLeaks = []

const failures = []
const check = (what, bytes, budgetKb) => {
  if (bytes > budgetKb * KB) failures.push(`${what}: ${kb(bytes)} KB > ${budgetKb} KB`)
}

console.log('route                           hydrate JS   first-paint CSS   blocking JS   hero image')
for await (const file of htmlPages(dist)) {
  const html = await readFile(file, 'utf8')
  if (!html.includes('data-prerendered')) continue
  const route = '/' + relative(dist, file).replace(/\/?index\.html$/, '')
  // The app's modules, which /boot.js loads after first paint (see scripts/prerender.mjs).
  const js = (/<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean).map(local)
  const css = tags(html, /<link rel="stylesheet"[^>]*>/g)
    .filter((tag) => !tag.includes(' disabled'))
    .map((tag) => local(attr(tag, 'href')))
  const blocking = tags(html, /<script src="[^"]*"[^>]*>/g).map((tag) => local(attr(tag, 'src')))
  const inlined = [...html.matchAll(/<style data-inlined>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
  const inlinedBytes = inlined ? gzipSync(inlined).length : 0
  const [jsBytes, cssBytes, blockingBytes] = [await sum(js), (await sum(css)) + inlinedBytes, await sum(blocking)]
  const hero = await heroImageBytes(html)
  for (const chunk of js)
    if ((await readFile(join(dist, chunk), 'utf8')).includes(ADMIN_ONLY_MARKER)) adminOnlyLeaks.push(`${route}: ${chunk}`)
  console.log(
    `${route.padEnd(32)}${kb(jsBytes).padStart(7)} KB${kb(cssBytes).padStart(11)} KB${kb(blockingBytes).padStart(11)} KB   ${hero ? `${kb(hero.bytes)} KB ${hero.url}` : '-'}`,
  )
  check(`${route} JS`, jsBytes, route === '/' ? BUDGET.homeJs : BUDGET.routeJs)
  check(`${route} CSS`, cssBytes, BUDGET.routeCss)
  check(`${route} blocking JS`, blockingBytes, BUDGET.blockingJs)
  if (hero) check(`${route} hero image`, hero.bytes, BUDGET.heroImage)
}

console.log(`\nadmin description in public route JS: ${adminOnlyLeaks.length ? adminOnlyLeaks.join(', ') : 'none'}`)
if (adminOnlyLeaks.length) failures.push(`admin-only code (src/api/registry/admin.ts) in public JS: ${adminOnlyLeaks.join(', ')}`)

const mockKey = Object.keys(manifest).find((key) => key.startsWith('mocks/browser'))
const mockBytes = await sum(lazyLayer(mockKey))
console.log(`\nmock layer (mocks/browser.ts and what only it loads): ${kb(mockBytes)} KB`)
check('mock layer', mockBytes, BUDGET.mockLayer)

const adminKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/features/admin/'))
console.log('admin screens (lazy JS beyond the entry):')
for (const key of adminKeys) {
  const bytes = await sum(lazyLayer(key))
  console.log(`  ${manifest[key].name.padEnd(28)}${kb(bytes).padStart(7)} KB`)
  check(`admin ${manifest[key].name}`, bytes, BUDGET.adminRoute)
}

if (failures.length) {
  console.error(`\nover budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nall within budget')
