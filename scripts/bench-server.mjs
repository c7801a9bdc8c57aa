// `npm run bench:server`: requests per second and p50/p99 latency of the real server (server/main.ts) for a public
// list read, the services list fresh and revalidated (304), and a registration write; two rendered pages from the
// cache beside the same HTML served as static files, and the time from a write to the fresh page; then two list pages
// among 10,000 stored blog posts, on PGlite and on a throwaway Postgres (when Debian's package is there or can be
// installed); with BENCH_CASES=flood, a visitor's / alone and beside 15 clients minting cache keys. A benchmark, not
// a test: the client runs on the same machine, over loopback, with keep-alive.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import {
  ADMIN,
  api,
  cleanUp,
  createDatabase,
  findPostgres,
  futureSession,
  onCleanup,
  sampleRegistration,
  seconds,
  signIn,
  startPostgres,
  startServerProcess,
} from './server-harness.mjs'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000
const WARMUP_MS = 2000
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
/**
 * BENCH_CASES=many-posts: only the 10,000-post lists; BENCH_CASES=pages: only the pages and the write to fresh HTML;
 * BENCH_CASES=flood: only a visitor's / alone, then beside FLOOD_CLIENTS clients minting cache keys.
 */
const ONLY_MANY_POSTS = process.env.BENCH_CASES === 'many-posts'
const ONLY_PAGES = process.env.BENCH_CASES === 'pages'
const ONLY_FLOOD = process.env.BENCH_CASES === 'flood'
const FLOOD_CLIENTS = 15
/** A flooded visitor's / p50 may be at most this many times its quiet p50 (before the cache-miss limit, 0.2 ms went to 204 ms: decision 027). */
const FLOOD_BOUND = 3
const SESSIONS = 20
const SEATS = 500
const MANY_POSTS = 10_000
/** The pages measured rendered (from the cache) and, as the same bytes, as static files of the build. */
const PAGES = [
  ['/', '/bench-static/home.html'],
  ['/services/solar-installation', '/bench-static/solar-installation.html'],
]
const WRITE_TO_FRESH_ROUNDS = 20
const BROWSER = { 'Accept-Encoding': 'br, gzip' }
const keepAlive = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/**
 * A GET as a browser sends it, whose compressed body is read, not decoded: fetch would decompress every page and API
 * answer in the client, which shares the server's cores, and time the client as much as the server.
 */
const rawGet = (url, headers = {}, agent = keepAlive) =>
  new Promise((resolve, reject) => {
    get(url, { agent, headers: { ...BROWSER, ...headers } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, arrayBuffer: async () => Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })

/** MANY_POSTS blog posts, written straight into the records table (10,000 API calls would take minutes). */
const storeManyPosts = `insert into records (collection, id, data)
  select 'blogPosts', 'bench-post-' || i, jsonb_build_object(
    'id', 'bench-post-' || i,
    'image', (select data->'image' from records where collection = 'blogPosts' order by seq limit 1),
    'title', 'Bench post ' || i || (array[' on panels', ' on inverters', ' on batteries', ' on savings'])[1 + i % 4],
    'excerpt', 'Notes ' || i || ' from the field' || case when i % 7 = 0 then ' about harmattan dust' else '' end,
    'date', to_char(date '2019-01-01' + (i * 37 % 2500), 'YYYY-MM-DD'),
    'author', (array['Ada Obi', 'Bola Ade', 'Chidi Eze', 'Dayo Ojo'])[1 + i % 4],
    'category', (array['Guides', 'Savings', 'Maintenance', 'Industry News', 'Case Studies'])[1 + i % 5])
  from generate_series(1, ${MANY_POSTS}) i`
const manyPostsCases = (base) => [
  [`GET /api/blog-posts?pageSize=10&sort=-date (${MANY_POSTS} posts)`, () => rawGet(`${base}/api/blog-posts?pageSize=10&sort=-date`), 200],
  [
    `GET /api/blog-posts?pageSize=10&sort=-date&category=Guides&q=harmattan (${MANY_POSTS} posts)`,
    () => rawGet(`${base}/api/blog-posts?pageSize=10&sort=-date&category=Guides&q=harmattan`),
    200,
  ],
]

/** Stores the posts while no server holds the database (PGlite admits one process per data directory). */
async function storePosts(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    await client.query(storeManyPosts)
    await client.query('analyze records')
    await client.end()
    return
  }
  const pglite = new PGlite(join(env.DATA_DIR, 'pglite'))
  await pglite.exec(storeManyPosts)
  await pglite.exec('analyze records')
  await pglite.close()
}

const loadOf = () => loadavg().map((load) => load.toFixed(1)).join(' ')
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

/** `clients` in a loop for WARMUP_MS (not counted) then DURATION_MS; every answer must have `expected`. */
async function measure(request, expected, clients = CONCURRENCY) {
  const latencies = []
  let errors = 0
  let firstError
  const warmupEnds = performance.now() + WARMUP_MS
  const ends = warmupEnds + DURATION_MS
  const client = async () => {
    while (performance.now() < ends) {
      const started = performance.now()
      let status
      try {
        const response = await request()
        await response.arrayBuffer()
        status = response.status
      } catch (error) {
        status = error.message
      }
      const done = performance.now()
      if (started < warmupEnds) continue
      if (status === expected) latencies.push(done - started)
      else {
        errors++
        firstError ??= status
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors: errors ? `${errors} (${firstError})` : '0',
  }
}

/**
 * A write (the site's tagline), then reads of a page until it shows it: the time until fresh HTML is served, and the
 * re-render alone (the first read after the write).
 */
async function writeToFresh(base, token, path) {
  const times = []
  const renders = []
  for (let round = 0; round < WRITE_TO_FRESH_ROUNDS; round++) {
    await fetch(`${base}${path}`, { headers: BROWSER }).then((response) => response.arrayBuffer())
    const tagline = `Bench tagline ${round} ${Date.now()}`
    const started = performance.now()
    const { status } = await api(base, 'PATCH', '/settings/site', { token, body: { tagline } })
    if (status !== 200) throw new Error(`PATCH /settings/site answered ${status}`)
    const written = performance.now()
    let html = ''
    for (let reads = 0; !html.includes(tagline); reads++) {
      if (reads === 50) throw new Error(`${path} did not show the write after 50 reads`)
      html = await (await fetch(`${base}${path}`, { headers: BROWSER })).text()
    }
    times.push(performance.now() - started)
    renders.push(performance.now() - written)
  }
  const sorted = (values) => [...values].sort((a, b) => a - b)
  const median = (values) => percentile(sorted(values), 50).toFixed(0)
  return { median: median(times), max: Math.max(...times).toFixed(0), render: median(renders) }
}

/** A path in random letter case: each spelling was a cache entry and a render of its own before decision 027. */
const randomCase = (path) => [...path].map((letter) => (Math.random() < 0.5 ? letter.toUpperCase() : letter)).join('')
const FLOOD_PATHS = ['/services', '/training', '/about', '/faq', '/contact', '/blog', '/services/solar-installation']
/** What a flooding client asks for, in turn: a page in random case, a random search, a page of a route for no content. */
const floodRequests = [
  (base) => `${base}${randomCase(FLOOD_PATHS[Math.floor(Math.random() * FLOOD_PATHS.length)])}`,
  (base) => `${base}/api/blog-posts?q=${Math.random().toString(36).slice(2)}`,
  (base) => `${base}/services/${Math.random().toString(36).slice(2)}`,
]

/**
 * A visitor's / (one client, its own connection) alone, then while FLOOD_CLIENTS clients (their own connections, one
 * request at a time each, loopback) ask for pages in random letter case, random searches and pages of no content, for
 * as long as the visitor is measured. The per-client miss limit is on (all clients share 127.0.0.1, as a flood from
 * one address does); BENCH_MISS_LIMITS=off measures without it.
 */
async function benchFlood(label, env, dist) {
  const server = await startServerProcess({
    name: `${label} server`,
    env: {
      ...env,
      DIST: dist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CACHE_MISS_LIMITS: process.env.BENCH_MISS_LIMITS ?? 'on',
    },
  })
  console.log(`${label}: server ready in ${seconds(server.readyMs)}`)
  const visitorAgent = new Agent({ keepAlive: true, maxSockets: 1 })
  const floodAgent = new Agent({ keepAlive: true, maxSockets: FLOOD_CLIENTS })
  const visitor = () => rawGet(`${server.base}/`, {}, visitorAgent)
  await visitor()
  const quiet = await measure(visitor, 200, 1)
  let flooding = true
  const statuses = {}
  const flooder = async (index) => {
    for (let turn = index; flooding; turn++) {
      const status = await rawGet(floodRequests[turn % floodRequests.length](server.base), {}, floodAgent)
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch((error) => error.code ?? error.message)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  const flooders = Array.from({ length: FLOOD_CLIENTS }, (_, index) => flooder(index))
  const flooded = await measure(visitor, 200, 1)
  flooding = false
  await Promise.all(flooders)
  await server.stop()
  visitorAgent.destroy()
  floodAgent.destroy()
  const ratio = Number(flooded.p50) / Number(quiet.p50)
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  console.log(`${label}: GET / alone: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.rps} req/s)`)
  console.log(
    `${label}: GET / beside ${FLOOD_CLIENTS} flooding clients: p50 ${flooded.p50} ms, p99 ${flooded.p99} ms (${flooded.rps} req/s); the flood got ${answers}`,
  )
  console.log(
    `${label}: flooded p50 / quiet p50 = ${ratio.toFixed(1)} (bound ${FLOOD_BOUND}): ${ratio <= FLOOD_BOUND ? 'within' : 'OVER'}`,
  )
  if (ratio > FLOOD_BOUND) floodOver = true
  return [
    { database: label, case: 'GET / alone', clients: 1, ...quiet },
    { database: label, case: `GET / beside ${FLOOD_CLIENTS} flooding clients`, clients: 1, ...flooded },
  ]
}
let floodOver = false

async function benchDatabase(label, env, dist) {
  if (ONLY_FLOOD) return benchFlood(label, env, dist)
  const start = () =>
    startServerProcess({ name: `${label} server`, env: { ...env, DIST: dist, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
  let server = await start()
  // The pages as rendered now, written into the build as static files, which the server compresses at its start.
  mkdirSync(`${dist}/bench-static`, { recursive: true })
  for (const [path, file] of PAGES) writeFileSync(`${dist}${file}`, await (await fetch(`${server.base}${path}`)).text())
  await server.stop()
  server = await start()
  console.log(`${label}: server ready in ${seconds(server.readyMs)}`)
  const token = await signIn(server.base, ADMIN.email, ADMIN.password)
  // Enough upcoming seats for every registration: each takes one in the package's next session with a seat.
  for (let i = 0; i < SESSIONS; i++) {
    const { status } = await api(server.base, 'POST', '/training-sessions', { token, body: futureSession(SEATS, `Bench cohort ${i + 1}`) })
    if (status !== 201) throw new Error(`POST /training-sessions answered ${status}`)
  }
  // A new person each time: the same e-mail again gets its registration back, which costs far less.
  let registrants = 0
  const registration = () => JSON.stringify({ ...sampleRegistration, email: `bench-${(registrants += 1)}@example.ng` })
  // The tag of the brotli answer: each encoding has its own.
  const servicesTag = (await rawGet(`${server.base}/api/services`)).headers.etag ?? ''
  const apiCases = [
    ['GET /api/blog-posts?pageSize=10, brotli', () => rawGet(`${server.base}/api/blog-posts?pageSize=10`), 200],
    ['GET /api/services, brotli', () => rawGet(`${server.base}/api/services`), 200],
    ['GET /api/services, If-None-Match (304)', () => rawGet(`${server.base}/api/services`, { 'If-None-Match': servicesTag }), 304],
    [
      'POST /api/registrations',
      () => fetch(`${server.base}/api/registrations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: registration() }),
      201,
    ],
  ]
  const cases = ONLY_PAGES ? [] : apiCases
  for (const [path, file] of PAGES) {
    await fetch(`${server.base}${path}`)
    cases.push(
      [`GET ${path} (rendered, from the cache), brotli`, () => rawGet(`${server.base}${path}`), 200],
      [`GET ${file} (the same HTML, a static file), brotli`, () => rawGet(`${server.base}${file}`), 200],
    )
  }
  const rows = []
  const run = async (cases, clients = [CONCURRENCY]) => {
    for (const [name, request, expected] of cases)
      for (const count of clients) {
        const result = await measure(request, expected, count)
        rows.push({ database: label, case: name, clients: count, ...result })
        console.log(`${label}: ${name}, ${count} clients: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}`)
      }
  }
  if (!ONLY_MANY_POSTS) {
    await run(cases)
    for (const [path] of PAGES) {
      const fresh = await writeToFresh(server.base, token, path)
      const name = `write, then GET ${path}: until fresh HTML`
      rows.push({ database: label, case: name, clients: 1, p50: fresh.median, p99: `max ${fresh.max}`, errors: '0' })
      console.log(`${label}: ${name}: median ${fresh.median} ms, max ${fresh.max} ms (the read after the write: ${fresh.render} ms)`)
    }
  }
  await server.stop()
  if (ONLY_PAGES) return rows
  await storePosts(env)
  server = await start()
  // One client: the latency of a page on its own (the 10 ms aim); then CONCURRENCY, as the other cases.
  await run(manyPostsCases(server.base), [1, CONCURRENCY])
  await server.stop()
  return rows
}

const rows = []
let failed = false
try {
  console.log(`bench:server: ${CONCURRENCY} clients, ${DURATION_MS / 1000} s per case after ${WARMUP_MS / 1000} s of warm-up, ${availableParallelism()} cores shared by client and server`)
  console.log(`load average before: ${loadOf()}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-bench-'))
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }))
  // Inside the project, as every build: the SSR bundle imports its packages from the project's node_modules.
  const dist = resolve('.dist-server')
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, BUILD_OUT: dist }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) throw new Error('build:server failed')
  rows.push(...(await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, dist)))
  if (findPostgres()) {
    const postgres = await startPostgres()
    console.log(`Postgres: ${postgres.version}, up in ${postgres.ms} ms`)
    rows.push(...(await benchDatabase('Postgres', { DATABASE_URL: await createDatabase(postgres.url(), 'bench') }, dist)))
  } else console.log('Postgres: not installed and cannot be installed here; skipped')
} catch (error) {
  failed = true
  console.error(error)
} finally {
  await cleanUp()
}
console.table(rows)
console.log(`load average after: ${loadOf()} (other work on the machine skews the figures)`)
process.exit(failed || floodOver ? 1 : 0)
