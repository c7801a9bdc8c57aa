// `npm run test:postgres`: the server on a real Postgres (a throwaway one from Debian's package). Runs the contract
// suite against it, two server processes on one database (an edit through one is read through the other, which had
// kept the read in its cache; 200 registrations race for 12 seats, lapsed holds give theirs back, and every one pays
// through Paystack's webhook sent to both: exactly 12 paid; a page and an API read one has cached show a write made
// through the other at once; a contact message keeps them), a running server while Postgres restarts (alive, not
// ready, last good pages at once, back by itself), and kill -9 during acknowledged writes, on Postgres and on PGlite.
// Run with tsx (the webhook is signed by the site's own rule). `--built`: .dist-server is already this code's build
// (npm test builds it once for this and test:e2e:server, which run side by side); it builds only when missing.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
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
import { lapseHolds, paystackEnv, sendChargeSuccess, startFakePaystack, waitFor } from './paid-seats.mjs'

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

/**
 * One server on a fresh database, and a second one started at the same moment: both must come up. Both take payments
 * with Paystack (a fake one on loopback) and run the holds job twice a second.
 */
async function twoServers(postgres) {
  const url = await createDatabase(postgres.url(), 'two_servers')
  const env = { ...adminEnv, DATABASE_URL: url, ...paystackEnv(await startFakePaystack()) }
  const [a, b] = await Promise.all([startServerProcess({ name: 'server A', env }), startServerProcess({ name: 'server B', env })])
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
  await paidSeatsRace(a, b, token, session.body.id, url)
  await Promise.all([a.stop(), b.stop()])
}

/**
 * 200 people register at once over A and B for 12 seats; 4 holds lapse and the jobs give their seats back; 20 more
 * race for those 4; then every one of them pays, each Paystack webhook sent to A and to B at the same moment: exactly
 * the 12 holding a seat are paid, the lapsed ones stay expired, the session is not oversold.
 */
async function paidSeatsRace(a, b, token, sessionId, databaseUrl) {
  const seatsLeft = async () => (await api(a.base, 'GET', `/training-sessions/${sessionId}`)).body.seatsLeft
  const race = async (count, prefix) => {
    const body = (i) => ({ ...sampleRegistration, email: `${prefix}-${i}@example.ng`, sessionId })
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) => api(i % 2 ? b.base : a.base, 'POST', '/registrations', { body: body(i) }).catch((error) => ({ status: error.message }))),
    )
    const countOf = (status) => answers.filter((answer) => answer.status === status).length
    console.log(`  ${count} registrations over A and B in ${Math.round(performance.now() - started)} ms: ${countOf(201)} × 201, ${countOf(409)} × 409`)
    return { held: answers.filter((answer) => answer.status === 201).map((answer) => answer.body), countOf }
  }

  // 200 people (one live registration per e-mail and session).
  const first = await race(200, 'racer')
  check(first.countOf(201) === 12 && first.countOf(409) === 188, 'exactly 12 registrations take a seat, the other 188 are refused with 409')
  check(first.held.every((registration) => registration.payment?.reference), 'each of the 12 has its Paystack payment (reference and checkout)')
  check((await seatsLeft()) === 0, 'the session has 0 seats left')

  const lapsing = first.held.slice(0, 4)
  await lapseHolds(databaseUrl, lapsing.map((registration) => registration.id))
  const freed = await waitFor(seatsLeft, (left) => left === 4)
  check(freed === 4, `the holds jobs of A and B expire the 4 lapsed holds and give back 4 seats (got ${freed})`)

  const second = await race(20, 'late')
  check(second.countOf(201) === 4 && second.countOf(409) === 16, 'the 4 seats given back go to 4 of 20 newcomers, the other 16 are refused')

  const everyone = [...first.held, ...second.held]
  const started = performance.now()
  const webhooks = await Promise.all(everyone.flatMap((registration) => [sendChargeSuccess(a.base, registration), sendChargeSuccess(b.base, registration)]))
  console.log(`  ${webhooks.length} signed webhooks (each payment on A and on B at once) in ${Math.round(performance.now() - started)} ms`)
  check(webhooks.every((status) => status === 204), `every webhook is acknowledged with 204 (${webhooks.filter((s) => s !== 204).length} not)`)

  const inSession = (await allItems(b.base, '/registrations', { token })).filter((registration) => registration.sessionId === sessionId)
  const countBy = (status) => inSession.filter((registration) => registration.status === status).length
  console.log(`  stored for the session: ${countBy('paid')} paid, ${countBy('expired')} expired, ${countBy('awaiting-payment')} awaiting payment`)
  check(countBy('paid') === 12, `exactly 12 registrations are paid (got ${countBy('paid')})`)
  check(countBy('expired') === 4 && countBy('awaiting-payment') === 0, 'the 4 whose hold lapsed stay expired: a charge after the hold does not settle')
  check(inSession.length === 16, `16 registrations are stored for the session (got ${inSession.length})`)
  for (const [name, server] of [['A', a], ['B', b]]) {
    const left = (await api(server.base, 'GET', `/training-sessions/${sessionId}`)).body.seatsLeft
    check(left === 0, `the session has 0 seats left, read through ${name} (B had kept 12 before the race): none oversold (got ${left})`)
  }
}

/**
 * Two servers rendering pages from one database, each with its own page cache: a write through A is on the next page
 * B serves, B having cached that page before the write.
 */
async function livePagesOnTwoServers(postgres) {
  const dist = resolve('.dist-server')
  if (!(process.argv.includes('--built') && existsSync(join(dist, '.server', 'main.mjs')) && existsSync(join(dist, '.ssr')))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', dist], { stdio: ['ignore', 'ignore', 'inherit'] })
    check(built.status === 0, `build:server into ${dist}`)
  }
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

/** A page as a visitor gets it: its status, HTML, the stale mark, and how long it took. */
async function timedPage(base, path) {
  const started = performance.now()
  const response = await fetch(`${base}${path}`)
  const html = await response.text()
  return { status: response.status, html, stale: response.headers.get('x-stale'), ms: Math.round(performance.now() - started) }
}

/**
 * A running server while its Postgres restarts (`pg_ctl -m fast stop`, then start): the process lives, /healthz
 * stays 200, /readyz says 503, a page it has rendered answers at once with its last good copy (one it never rendered
 * with the 503 shell); once Postgres is back, /readyz is 200 again by itself and a write works and shows.
 */
async function postgresRestart(postgres) {
  const dist = resolve('.dist-server')
  if (!existsSync(join(dist, '.ssr'))) {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', dist], { stdio: ['ignore', 'ignore', 'inherit'] })
    check(built.status === 0, `build:server into ${dist}`)
  }
  const url = await createDatabase(postgres.url(), 'restart_test')
  const server = await startServerProcess({ name: 'server', env: { ...adminEnv, DATABASE_URL: url, DIST: dist } })
  const token = await signIn(server.base, ADMIN.email, ADMIN.password)
  const good = await timedPage(server.base, '/')
  check(good.status === 200, `/ answers 200 before the restart (got ${good.status})`)
  postgres.pause()
  console.log('  Postgres stopped (pg_ctl -m fast stop)')
  await new Promise((done) => setTimeout(done, 500))
  check(server.alive(), 'the server process is alive after Postgres stopped')
  check((await fetch(`${server.base}/healthz`)).status === 200, '/healthz answers 200')
  const readyz = await fetch(`${server.base}/readyz`)
  check(readyz.status === 503, `/readyz answers 503 while Postgres is down (got ${readyz.status})`)
  for (let round = 1; round <= 3; round++) {
    const page = await timedPage(server.base, '/')
    console.log(`  / while Postgres is down: ${page.status} in ${page.ms} ms (X-Stale: ${page.stale})`)
    check(
      page.status === 200 && page.html === good.html && page.ms < 500,
      `round ${round}: / answers its last good copy in < 500 ms`,
    )
  }
  const never = await timedPage(server.base, '/faq')
  check(
    never.status === 503 && never.ms < 1000,
    `/faq (never rendered) answers the 503 shell in < 1 s (got ${never.status} in ${never.ms} ms)`,
  )
  check(server.alive(), 'the server process is still alive')
  check(/database connection lost/.test(server.output()), 'the dropped pooled connections were logged')
  postgres.resume()
  console.log('  Postgres started again')
  const back = performance.now()
  let ready = 0
  while (ready !== 200 && performance.now() - back < 30_000) {
    ready = (await fetch(`${server.base}/readyz`)).status
    if (ready !== 200) await new Promise((done) => setTimeout(done, 200))
  }
  console.log(`  /readyz 200 again ${Math.round(performance.now() - back)} ms after Postgres started`)
  check(ready === 200, '/readyz answers 200 again by itself')
  const tagline = `After the restart ${Date.now()}`
  const written = await api(server.base, 'PATCH', '/settings/site', { token, body: { tagline } })
  check(written.status === 200, `a write works again (PATCH /settings/site: ${written.status})`)
  const fresh = await timedPage(server.base, '/')
  check(
    fresh.status === 200 && fresh.stale === null && fresh.html.includes(tagline),
    '/ is rendered fresh again and shows the write',
  )
  await server.stop()
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
  await step('A running server while Postgres restarts', () => postgresRestart(postgres))
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
