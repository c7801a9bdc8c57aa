// `npm run test:swap`: the build prerenders the same pages from the embedded mock (msw/node in the prerender
// process) and from a real server (`npm run api` on a port, VITE_API_MOCK=off). Reuses dist/ when present: its
// pages are the mock's (what `npm run build` prerendered), so only the SSR build and the prerender step run again,
// against the server. Without a build it builds and prerenders both. Then it compares every page's content and data
// (the <head> differs by design: the CSP names the API's origin; so do the data's fetch times), the head's
// canonical URL, link-preview tags and JSON-LD, and sitemap.xml and robots.txt.
import { spawn } from 'node:child_process'
import { cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'

const PORT = Number(process.env.SWAP_PORT ?? 8797)
const work = '.prerender-swap'
const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  )

const builtWithMock =
  (await exists('dist/.vite/manifest.json')) && (await readFile('dist/index.html', 'utf8')).includes('data-prerendered')
if (!(await exists('dist/.vite/manifest.json'))) await run('npx', ['vite', 'build'])
await rm(work, { recursive: true, force: true })

/** A copy of the client build's shell, manifest and assets to prerender into. */
async function clientCopy(name) {
  const dir = join(work, name, 'dist')
  await mkdir(dir, { recursive: true })
  const shell = (await exists('dist/spa.html')) ? 'dist/spa.html' : 'dist/index.html'
  await cp(shell, join(dir, 'index.html'))
  await cp('dist/.vite', join(dir, '.vite'), { recursive: true })
  await cp('dist/assets', join(dir, 'assets'), { recursive: true })
  return dir
}

async function prerender(name, env) {
  const dist = await clientCopy(name)
  const ssr = join(work, name, 'ssr')
  await run(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  )
  await run('npx', ['tsx', 'scripts/prerender.mjs', dist], { ...env, PRERENDER_SSR_DIR: ssr })
  return dist
}

/** The query data a prerendered page carries (its JSON text), or undefined. */
const prerenderData = (html) => /id="prerender-data">([\s\S]*?)<\/script>/.exec(html)?.[1]

/** What search engines and link previews read in a page's head: canonical URL, Open Graph, Twitter card, JSON-LD. */
const SHARED_HEAD =
  /<link rel="canonical"[^>]*>|<meta (?:property="og:|name="twitter:)[^>]*>|<script type="application\/ld\+json">.*?<\/script>/gs
const sharedHead = (html) => (html.split('</head>')[0].match(SHARED_HEAD) ?? []).join('\n')

/**
 * Every prerendered page of a folder (the Not Found page as /404.html): path → its #root content and data block, and
 * its shared head tags.
 */
async function pages(dist) {
  const found = new Map()
  for (const entry of await readdir(dist, { recursive: true })) {
    if (!entry.endsWith('index.html') && entry !== '404.html') continue
    const html = await readFile(join(dist, entry), 'utf8')
    const markup = /<div id="root" data-prerendered>[\s\S]*?<\/script>/.exec(html)?.[0]
    const data = prerenderData(html)
    if (!markup || !data) continue
    // Allowed to differ: the data's fetch times, and the order of queries fetched at the same time.
    const state = JSON.parse(data)
    state.queries.queries = state.queries.queries
      .map(({ queryHash, queryKey, state: { data: value, status } }) => ({ queryHash, queryKey, value, status }))
      .sort((a, b) => a.queryHash.localeCompare(b.queryHash))
    found.set(
      `/${relative(dist, join(dist, entry)).replace(/\/?index\.html$/, '')}`,
      sharedHead(html) + markup.replace(data, '') + JSON.stringify(state),
    )
  }
  return found
}

// Its own process group, so the server (under npx and tsx) stops with it.
const api = spawn('npx', ['tsx', 'scripts/api-server.ts'], {
  stdio: 'ignore',
  detached: true,
  env: { ...process.env, PORT: String(PORT), API_DATA_FILE: 'memory' },
})
try {
  const mockDist = builtWithMock ? 'dist' : await prerender('mock', { VITE_API_MOCK: '' })
  for (let i = 0; ; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/services`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 100) throw new Error(`npm run api did not answer on port ${PORT}`)
    await new Promise((done) => setTimeout(done, 200))
  }
  // The server's pages show the same day as the mock's, even when this run crosses midnight in Lagos.
  const { day } = JSON.parse(prerenderData(await readFile(join(mockDist, 'index.html'), 'utf8')))
  const apiDist = await prerender('api', {
    PRERENDER_DAY: day,
    VITE_API_MOCK: 'off',
    VITE_API_URL: `http://127.0.0.1:${PORT}/api`,
  })
  const [fromMock, fromApi] = await Promise.all([pages(mockDist), pages(apiDist)])
  const paths = [...fromMock.keys()].sort()
  const problems = []
  if (paths.join() !== [...fromApi.keys()].sort().join())
    problems.push(`different pages: ${paths} vs ${[...fromApi.keys()].sort()}`)
  for (const path of paths) if (fromApi.has(path) && fromMock.get(path) !== fromApi.get(path)) problems.push(`${path} differs`)
  if (!paths.includes('/services/solar-installation')) problems.push('no data-driven service page was prerendered')
  if (!paths.includes('/404.html')) problems.push('no Not Found page (404.html) was prerendered')
  for (const file of ['sitemap.xml', 'robots.txt']) {
    const [mock, server] = await Promise.all([mockDist, apiDist].map((dir) => readFile(join(dir, file), 'utf8').catch(() => '')))
    if (!mock || mock !== server) problems.push(`${file} differs or is missing`)
  }
  if (problems.length) throw new Error(problems.join('\n'))
  console.log(`swap: ${paths.length} pages, the same HTML from the mock (msw/node) and from npm run api with VITE_API_MOCK=off`)
} finally {
  process.kill(-api.pid)
}
