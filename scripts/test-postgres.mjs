// `npm run test:postgres`: the server on a real Postgres (a throwaway one from Debian's package). Runs the contract
// suite against it, two server processes on one database (an edit through one is read through the other, which had
// kept the read in its cache; 200 registrations race for 12 seats; a page and an API read one has cached show a write
// made through the other at once; a contact message keeps them), and kill -9
// during acknowledged writes, on Postgres and on PGlite.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  ADMIN,
  allItems,
  api,
  cleanUp,
  createDatabase,
  futureSession,
  onCleanup,
  sampleContact,
  sampleRegistration,
  seconds,
  signIn,
  findPostgres,
  startPostgres,
  startServerProcess,
} from './server-harness.mjs'

const scriptStarted = performance.now()
const failures = []
const check = (ok, message) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) failures.push(message)
}
const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }

async function step(title, work) {
  console.log(`\n▶ ${title}`)
  const started = performance.now()
  try {
    await work()
  } catch (error) {
    check(false, `${title}: ${error.stack ?? error.message}`)
  }
  console.log(`  (${seconds(performance.now() - started)})`)
}

function runContractSuite(databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', '--reporter=dot'], {
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code))
  })
}

/** One server on a fresh database, and a second one started at the same moment: both must come up. */
async function twoServers(postgres) {
  const url = await createDatabase(postgres.url(), 'two_servers')
  const [a, b] = await Promise.all([
    startServerProcess({ name: 'server A', env: { ...adminEnv, DATABASE_URL: url } }),
    startServerProcess({ name: 'server B', env: { ...adminEnv, DATABASE_URL: url } }),
  ])
  console.log(`  servers on :${a.port} and :${b.port}, ready in ${seconds(a.readyMs)} and ${seconds(b.readyMs)}`)

  const token = await signIn(a.base, ADMIN.email, ADMIN.password)
  check((await api(b.base, 'GET', '/session', { token })).status === 200, 'a session opened on A is valid on B')
  const menus = (await api(b.base, 'GET', '/menus')).body.items
  const menu = menus[0]
  // B reads (and keeps, in its cache of public reads) the menu before A writes it.
  const cached = await fetch(`${b.base}/api/menus/${menu.id}`)
  const cachedTag = cached.headers.get('etag')
  check((await fetch(`${b.base}/api/menus/${menu.id}`, { headers: { 'If-None-Match': cachedTag } })).status === 304, 'B answers its kept menu with 304')
  const label = `Edited ${Date.now()}`
  const items = menu.items.map((item, index) => (index === 0 ? { ...item, title: label } : item))
  const put = await api(a.base, 'PUT', `/menus/${menu.id}`, { token, body: { items } })
  check(put.status === 200, `PUT /menus/${menu.id} on A answers 200 (got ${put.status})`)
  const read = await api(b.base, 'GET', `/menus/${menu.id}`)
  check(read.body.items[0].title === label, `B reads the menu title A wrote ("${read.body.items[0]?.title}")`)
  const revalidated = await fetch(`${b.base}/api/menus/${menu.id}`, { headers: { 'If-None-Match': cachedTag } })
  check(revalidated.status === 200, `B answers the old ETag with 200 after A's write (got ${revalidated.status})`)
  // A contact message through A changes no public content: B's kept read stays (same ETag).
  const freshTag = revalidated.headers.get('etag')
  const message = await api(a.base, 'POST', '/contact-messages', { body: sampleContact })
  check(message.status === 201, `POST /contact-messages on A answers 201 (got ${message.status})`)
  const still = await fetch(`${b.base}/api/menus/${menu.id}`, { headers: { 'If-None-Match': freshTag } })
  check(still.status === 304, `B still answers 304 after a contact message (got ${still.status})`)

  const session = await api(a.base, 'POST', '/training-sessions', { token, body: futureSession(12, 'Twelve seats') })
  check(session.status === 201, `POST /training-sessions on A answers 201 (got ${session.status})`)
  const seatsBefore = await api(b.base, 'GET', `/training-sessions/${session.body.id}`)
  check(seatsBefore.body.seatsLeft === 12, `B reads (and keeps) 12 seats left before the race (got ${seatsBefore.body.seatsLeft})`)
  // 200 people (one live registration per e-mail and session).
  const body = (i) => ({ ...sampleRegistration, email: `racer-${i}@example.ng`, sessionId: session.body.id })
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => api(i % 2 ? b.base : a.base, 'POST', '/registrations', { body: body(i) }).catch((error) => ({ status: error.message }))),
  )
  const ms = performance.now() - started
  const count = (status) => answers.filter((answer) => answer.status === status).length
  console.log(`  200 registrations over A and B in ${Math.round(ms)} ms: ${count(201)} × 201, ${count(409)} × 409`)
  check(count(201) === 12 && count(409) === 188, 'exactly 12 registrations take a seat, the other 188 are refused with 409')
  for (const [name, server] of [['A', a], ['B', b]]) {
    const after = await api(server.base, 'GET', `/training-sessions/${session.body.id}`)
    check(after.body.seatsLeft === 0, `the session has 0 seats left, read through ${name} (got ${after.body.seatsLeft})`)
  }
  const registrations = await allItems(b.base, '/registrations', { token })
  const inSession = registrations.filter((registration) => registration.sessionId === session.body.id).length
  check(inSession === 12, `12 registrations are stored for the session (got ${inSession})`)
  await Promise.all([a.stop(), b.stop()])
}

/**
 * Two servers rendering pages from one database, each with its own page cache: a write through A is on the next page
 * B serves, B having cached that page before the write.
 */
async function livePagesOnTwoServers(postgres) {
  const dist = resolve('.dist-server')
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, BUILD_OUT: dist }, stdio: ['ignore', 'ignore', 'inherit'] })
  check(built.status === 0, `build:server into ${dist}`)
  const url = await createDatabase(postgres.url(), 'live_pages')
  const env = { ...adminEnv, DATABASE_URL: url, DIST: dist }
  const [a, b] = await Promise.all([startServerProcess({ name: 'server A', env }), startServerProcess({ name: 'server B', env })])
  const page = async (base, path) => {
    const response = await fetch(`${base}${path}`)
    return { status: response.status, html: await response.text() }
  }
  const token = await signIn(a.base, ADMIN.email, ADMIN.password)
  for (const round of [1, 2, 3]) {
    const tagline = `Tagline ${round} ${Date.now()}`
    const before = await page(b.base, '/')
    check(before.status === 200 && !before.html.includes(tagline), `round ${round}: B serves / (200) before the write`)
    const readBefore = await api(b.base, 'GET', '/settings/site')
    check(readBefore.body.tagline !== tagline, `round ${round}: B reads (and keeps) /api/settings/site before the write`)
    const started = performance.now()
    const written = await api(a.base, 'PATCH', '/settings/site', { token, body: { tagline } })
    check(written.status === 200, `round ${round}: PATCH /settings/site on A answers 200 (got ${written.status})`)
    const after = await page(b.base, '/')
    console.log(`  round ${round}: write on A, then / from B: ${Math.round(performance.now() - started)} ms`)
    check(after.html.includes(tagline), `round ${round}: the first / B serves after the write shows it`)
    const readAfter = await api(b.base, 'GET', '/settings/site')
    check(readAfter.body.tagline === tagline, `round ${round}: the first /api/settings/site B serves after the write shows it`)
  }
  const deleted = await api(a.base, 'GET', '/services')
  const target = deleted.body.items.find((service) => service.link.startsWith('/services/') && service.link !== '/services/training')
  check((await page(b.base, target.link)).status === 200, `B serves ${target.link} (200)`)
  check((await api(a.base, 'DELETE', `/services/${target.id}`, { token })).status === 204, `DELETE /services/${target.id} on A`)
  const gone = await page(b.base, target.link)
  check(gone.status === 404 && gone.html.includes('Page Not Found'), `B answers ${target.link} with 404 and the Not Found page (got ${gone.status})`)
  await Promise.all([a.stop(), b.stop()])
}

/**
 * Three rounds on one database: send up to 100 contact messages, 4 at a time, and kill the server with SIGKILL right
 * after the 25th, 60th, then 95th 201 while others are still on the wire; then restart and look for every message
 * acknowledged in any round (each start after the first recovers from the previous kill).
 */
async function killDuringWrites(label, env, { total = 100, inFlight = 4, killPoints = [25, 60, 95] } = {}) {
  const acknowledged = []
  for (const [round, killAfter] of killPoints.entries()) {
    const server = await startServerProcess({ name: `${label} server`, env })
    const acked = []
    let sent = 0
    let killed
    const worker = async () => {
      while (sent < total && !killed) {
        const n = ++sent
        try {
          const body = { ...sampleContact, message: `Kill test round ${round + 1} message ${n}` }
          const answer = await api(server.base, 'POST', '/contact-messages', { body })
          if (answer.status === 201 && !killed) {
            acked.push(answer.body.id)
            if (acked.length === killAfter) killed = server.kill()
          }
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    }
    await Promise.all(Array.from({ length: inFlight }, worker))
    await killed
    acknowledged.push(...acked)
    console.log(`  ${label} round ${round + 1}: started in ${seconds(server.readyMs)}, ${acked.length} writes acknowledged of ${sent} sent, then kill -9`)
    check(acked.length === killAfter, `${label} round ${round + 1}: the kill came after the ${killAfter}th acknowledged write`)
  }

  const last = await startServerProcess({ name: `${label} server (restarted)`, env })
  const token = await signIn(last.base, ADMIN.email, ADMIN.password)
  const stored = new Set((await allItems(last.base, '/contact-messages', { token })).map((message) => message.id))
  const kept = acknowledged.filter((id) => stored.has(id)).length
  console.log(`  ${label}: restarted in ${seconds(last.readyMs)}; ${kept} of ${acknowledged.length} acknowledged writes kept after 3 × kill -9 (${stored.size} messages stored)`)
  check(kept === acknowledged.length, `${label}: every acknowledged write survives kill -9`)
  await last.stop()
}

// --optional (npm test): a machine with no Postgres that cannot install one skips these checks instead of failing.
if (process.argv.includes('--optional') && !findPostgres()) {
  console.log('test:postgres: skipped, no Postgres here and it cannot be installed (apt-get as root)')
  process.exit(0)
}

try {
  let postgres
  await step('Throwaway Postgres', async () => {
    postgres = await startPostgres()
    console.log(`  ${postgres.version} on 127.0.0.1:${postgres.port}, up in ${postgres.ms} ms`)
  })
  if (!postgres) throw new Error('no Postgres')

  if (!process.argv.includes('--skip-suite'))
    await step('Contract suite (Vitest project "server") on Postgres, one database per worker', async () => {
      const code = await runContractSuite(postgres.url())
      check(code === 0, `the contract suite passes on Postgres (exit ${code})`)
    })
  await step('Two server processes on one Postgres database', () => twoServers(postgres))
  await step('Two servers rendering pages from one Postgres database purge together', () => livePagesOnTwoServers(postgres))
  await step('kill -9 during writes, Postgres', async () => {
    const url = await createDatabase(postgres.url(), 'kill_test')
    await killDuringWrites('Postgres', { ...adminEnv, DATABASE_URL: url })
  })
  await step('kill -9 during writes, PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'solar-pglite-'))
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }))
    await killDuringWrites('PGlite', { ...adminEnv, DATA_DIR: dataDir, DATABASE_URL: '' })
  })
} catch (error) {
  failures.push(error.message)
  console.error(error)
} finally {
  await cleanUp()
}

console.log(`\ntest:postgres ${failures.length ? `FAILED (${failures.length})` : 'passed'} in ${seconds(performance.now() - scriptStarted)}`)
for (const failure of failures) console.log(`  - ${failure.split('\n')[0]}`)
process.exit(failures.length ? 1 : 0)
