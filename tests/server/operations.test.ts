import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../server/config'
import { startServer } from '../../server/start'
import { sampleContact } from '../setup/inquiry-samples'

/** `npm run server` itself (server/start.ts) on a PGlite data directory of its own, on a free port, logs captured. */
let dataDir: string
let server: Awaited<ReturnType<typeof startServer>>
let stopped: Promise<void> | undefined
const GRACE_MS = 400
const logLines: Record<string, unknown>[] = []
/** Straight to the port: past the in-process server this project's msw setup answers /api with. */
const get = (path: string) => fetch(bypass(`http://127.0.0.1:${server.port}${path}`))

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sunharvest-ops-'))
  const config = readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST: join(dataDir, 'no-dist'),
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  })
  server = await startServer(config, { logStream: { write: (line: string) => logLines.push(JSON.parse(line)) } })
}, 60_000)

afterAll(async () => {
  await (stopped ?? server?.stop())
  await rm(dataDir, { recursive: true, force: true })
})

/** Sends the head of a request and part of its body on a raw socket; `finish()` sends the rest and reads the answer. */
function startSlowRequest(path: string, body: string) {
  const socket = connect(server.port, '127.0.0.1')
  let answer = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
  const closed = new Promise<string>((done) => socket.on('close', () => done(answer)))
  const half = Math.floor(body.length / 2)
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  )
  return {
    finish: () => {
      socket.write(body.slice(half))
      return closed
    },
  }
}

describe('operations (server/start.ts)', () => {
  it('answers health and readiness: alive, and ready with its database', async () => {
    const health = await get('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' })
  })

  it('is not ready while the content cannot be read (a real content query, not `select 1`), and ready again after', async () => {
    await sql`alter table records rename to records_away`.execute(server.db)
    try {
      const unready = await get('/readyz')
      expect([unready.status, await unready.json()]).toEqual([503, { status: 'database unavailable' }])
      expect((await get('/healthz')).status).toBe(200)
    } finally {
      await sql`alter table records_away rename to records`.execute(server.db)
    }
    expect((await get('/readyz')).status).toBe(200)
  })

  it('logs every request as one JSON line (pino): method, path, status, time', async () => {
    expect((await get('/api/services?pageSize=1')).status).toBe(200)
    expect((await get('/api/registrations')).status).toBe(401)
    const requests = logLines.filter((line) => line.msg === 'request')
    expect(requests).toContainEqual(expect.objectContaining({ level: 30, method: 'GET', path: '/api/services', status: 200, ms: expect.any(Number) }))
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/registrations', status: 401 }))
  })

  it('shuts down gracefully: not ready but answering for the grace period, then a request under way is answered, new connections are refused, then the database closes', async () => {
    const slow = startSlowRequest('/api/contact-messages', JSON.stringify({ ...sampleContact, message: 'Sent while the server stops.' }))
    // A round trip on another connection: the slow request's head has reached the server by now.
    expect((await get('/healthz')).status).toBe(200)
    let done = false
    const asked = performance.now()
    stopped = server.stop().then(() => {
      done = true
    })
    const draining = await get('/readyz')
    expect(draining.status).toBe(503)
    expect(await draining.json()).toEqual({ status: 'draining' })
    expect((await get('/api/services?pageSize=1')).status).toBe(200)
    await new Promise((wait) => setTimeout(wait, GRACE_MS - (performance.now() - asked) + 100))
    await expect(get('/healthz')).rejects.toThrow()
    expect(done).toBe(false)
    const answer = await slow.finish()
    expect(answer).toMatch(/^HTTP\/1\.1 201 /)
    await stopped
    expect(done).toBe(true)
  })
})
