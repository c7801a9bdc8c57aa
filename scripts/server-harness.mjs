// Shared by test:postgres, bench:server and build:server: a throwaway Postgres from Debian's package, server processes on free
// ports (waited for on /readyz), and a small HTTP client for the API.
import { execFileSync, execSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serverArgs } from './server-entry.mjs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

/** Runs every registered cleanup once, on exit or on Ctrl-C, so no Postgres or server outlives the script. */
const cleanups = []
export function onCleanup(task) {
  cleanups.push(task)
}
export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()()
    } catch (error) {
      console.warn(`cleanup: ${error.message}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130))
  })

function postgresBinDir() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] && join(root, versions[0], 'bin')
}

/** Debian's Postgres binaries; installs the package as root with apt-get when missing (as ensure-chromium does). */
export function findPostgres() {
  const found = postgresBinDir()
  if (found) return found
  let hasApt = false
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' })
    hasApt = true
  } catch {
    // no apt: nothing to install with
  }
  if (isRoot && hasApt) {
    console.log("Installing Debian's postgresql…")
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
        stdio: 'inherit',
        shell: '/bin/sh',
      })
    } catch (error) {
      console.warn(`apt-get failed: ${error.message}`)
    }
  }
  return postgresBinDir()
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user (or nobody). */
function clusterUser() {
  if (!isRoot) return undefined
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString())
      const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString())
      return { name, uid, gid }
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('Running as root and no postgres or nobody user to run initdb as')
}

/**
 * Starts a throwaway Postgres in a temporary directory (trust auth, 127.0.0.1 on a free port, socket in the same
 * directory); returns its URL, a way to make databases, and stop() (also run by cleanUp()).
 */
export async function startPostgres() {
  const bin = findPostgres()
  if (!bin) throw new Error("No Postgres found: install Debian's postgresql (apt-get install postgresql), as root.")
  const started = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'solar-pg-'))
  const user = clusterUser()
  const run = (command, args) => {
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', join(bin, command), ...args]] : [join(bin, command), args]
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir }).toString()
  }
  let running = false
  const stop = async () => {
    if (running) {
      running = false
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
      } catch {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop'])
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  onCleanup(stop)
  if (user) {
    chownSync(dir, user.uid, user.gid)
    chmodSync(dir, 0o700)
  }
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=64MB`
  const start = () => {
    running = true
    run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'])
  }
  try {
    run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions'])
    start()
  } catch (error) {
    const detail = error.stderr?.toString() ?? ''
    throw new Error(`Postgres did not start: ${error.message}\n${detail}`)
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`
  const version = run('postgres', ['--version']).trim()
  /** A restart in two halves, its data kept: `pg_ctl -m fast stop` (every connection closed), then start again. */
  const pause = () => {
    running = false
    run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'])
  }
  return { url, port, dir, version, stop, pause, resume: start, ms: Math.round(performance.now() - started) }
}

/** Makes an empty database on the server at `url` (drops one of that name first). */
export async function createDatabase(url, name) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
  return url.replace(/\/[^/]*$/, `/${name}`)
}

/**
 * Starts the server in its own Node process (so kill -9 hits the server itself, not a wrapper): the build's
 * `.server/main.mjs` when `env.DIST` has one, else `server/main.ts` through tsx. Waits until /readyz answers 200.
 */
export async function startServerProcess({ env = {}, name = 'server', timeoutMs = 90_000 } = {}) {
  const port = await freePort()
  const started = performance.now()
  const dist = env.DIST ?? join(tmpdir(), 'solar-no-dist')
  const child = spawn(process.execPath, serverArgs(dist), {
    // The load tests send far more than a person would: the public forms' limits and the per-client limit of cache
    // misses are lifted unless `env` says otherwise.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_WRITE_LIMITS: 'off',
      CACHE_MISS_LIMITS: 'off',
      ...env,
      DIST: dist,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-8000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  let alive = true
  exited.then(() => (alive = false))
  const base = `http://127.0.0.1:${port}`
  const stopWith = async (signal) => {
    if (alive) child.kill(signal)
    return exited
  }
  onCleanup(() => stopWith('SIGKILL'))
  while (true) {
    if (!alive) throw new Error(`${name} exited before it was ready:\n${output}`)
    if (performance.now() - started > timeoutMs) {
      await stopWith('SIGKILL')
      throw new Error(`${name} was not ready after ${timeoutMs} ms:\n${output}`)
    }
    try {
      const response = await fetch(`${base}/readyz`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    name,
    port,
    base,
    pid: child.pid,
    readyMs: Math.round(performance.now() - started),
    output: () => output,
    alive: () => alive,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  }
}

/** One API call: { status, body }. */
export async function api(base, method, path, { body, token } = {}) {
  const headers = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed }
}

export async function signIn(base, email, password) {
  const { status, body } = await api(base, 'POST', '/session', { body: { email, password, remember: false } })
  if (status !== 201) throw new Error(`sign-in on ${base} failed with ${status}: ${JSON.stringify(body)}`)
  return body.token
}

export const ADMIN = { email: 'admin@example.com', password: 'harness-secret-1' }

export const sampleContact = {
  name: 'Emeka Nwosu',
  email: 'emeka@example.ng',
  service: 'residential',
  message: 'Please quote a 5 kW system.',
}

export const sampleRegistration = {
  fullName: 'Aisha Bello',
  email: 'aisha@example.ng',
  phone: '+2348031112222',
  whatsappNumber: '+2348031112222',
  address: '3 Okpanam Road, Asaba',
  gender: 'female',
  professionalStatus: 'student',
  trainingPackage: 'advanced',
  referralSource: 'friend',
  termsAccepted: true,
}

/** A training session a year from now, for the package of sampleRegistration. */
export function futureSession(seatsLeft, title = 'Harness session') {
  const when = new Date(Date.now() + 365 * 24 * 3600 * 1000)
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][when.getUTCMonth()]
  return {
    date: { day: Math.min(28, when.getUTCDate()), month, year: when.getUTCFullYear() },
    title,
    packageId: 'advanced',
    duration: '3 Months',
    time: '10:00 AM - 5:00 PM',
    location: 'SunHarvest Training Centre, Asaba, Delta State',
    instructor: 'Engr. Samuel Okonkwo',
    price: 250000,
    seatsLeft,
    highlighted: false,
  }
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** Every record of a list endpoint, page after page ({ items, total, page, pageSize }). */
export async function allItems(base, path, { token } = {}) {
  const items = []
  for (let page = 1; ; page++) {
    const { body } = await api(base, 'GET', `${path}?pageSize=100&page=${page}`, { token })
    items.push(...body.items)
    if (body.items.length === 0 || items.length >= body.total) return items
  }
}
