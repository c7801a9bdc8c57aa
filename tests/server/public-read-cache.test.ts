import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { sql } from 'kysely'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/connect'
import { publicReadCache, readKey } from '../../server/http/public-read-cache'
import { publicReads } from '../../server/http/public-reads'
import { EncodedAnswer } from '../../server/http/compressed-answer'
import { runHoldJob } from '../../server/jobs/expire-holds'
import { bumpContentRevision } from '../../server/render/content-revision'
import { sharedTestBackend, TEST_ADMIN, type TestBackend } from '../../server/testing'
import { WITHOUT_LIMITS } from '../../api/rules/public-writes'
import type { TrainingSession } from '../../src/api/schemas'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

/** The public API reads kept in memory by content revision (server/http/public-read-cache.ts, decision 022). */
let backend: TestBackend
let db: Db
let app: Hono
let admin: Record<string, string>

beforeAll(async () => {
  backend = await sharedTestBackend()
  db = backend.db
  app = await createApp({ db, allowDemoReset: false })
})
beforeEach(async () => {
  const body = JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
  const session = await app.request('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  admin = { Authorization: `Bearer ${((await session.json()) as { token: string }).token}`, 'Content-Type': 'application/json' }
})
afterEach(() => backend.reset())

const revisionNow = async () => Number((await sql<{ revision: string }>`select revision from content_revision`.execute(db)).rows[0]!.revision)
const read = async (path: string, through = app, headers: Record<string, string> = {}) => {
  const response = await through.request(path, { headers })
  return { status: response.status, etag: response.headers.get('etag'), body: (await response.json()) as Record<string, unknown> }
}
/** Changes the stored site settings behind the API's back: no write the API sees, so nothing is bumped. */
const taglineBehindTheApi = (tagline: string) =>
  db.updateTable('records').set({ data: JSON.stringify({ ...seed.siteSettings[0], tagline }) }).where('collection', '=', 'siteSettings').execute()


describe('the cache of public API reads', () => {
  it('answers a read from memory until the content revision moves, with one strong ETag per encoding and 304', async () => {
    const first = await read('/api/settings/site')
    await taglineBehindTheApi('Changed behind the API')
    const again = await read('/api/settings/site')
    expect(again).toEqual(first) // from memory: the database was not read
    expect(again.etag).toMatch(/^"[\w-]+"$/)
    const br = await app.request('/api/settings/site', { headers: { 'Accept-Encoding': 'br' } })
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(first.body)
    for (const method of ['GET', 'HEAD']) {
      const unchanged = await app.request('/api/settings/site', { method, headers: { 'If-None-Match': first.etag! } })
      expect([unchanged.status, await unchanged.text(), unchanged.headers.get('cache-control')]).toEqual([304, '', 'no-cache'])
    }
    await bumpContentRevision(db)
    expect((await read('/api/settings/site')).body.tagline).toBe('Changed behind the API')
  })

  it("an admin's write: the next read is fresh, and a signed-in read always reaches the route", async () => {
    await read('/api/settings/site')
    const patched = await app.request('/api/settings/site', { method: 'PATCH', headers: admin, body: JSON.stringify({ tagline: 'Fresh after the write' }) })
    expect(patched.status).toBe(200)
    expect((await read('/api/settings/site')).body.tagline).toBe('Fresh after the write')
    await taglineBehindTheApi('Seen by the admin only')
    const signedIn = await app.request('/api/settings/site', { headers: admin })
    expect([signedIn.headers.get('etag'), signedIn.headers.get('cache-control')]).toEqual([null, 'no-store'])
    expect(((await signedIn.json()) as { tagline: string }).tagline).toBe('Seen by the admin only')
    expect((await read('/api/settings/site')).body.tagline).toBe('Fresh after the write')
  })

  it('seats: a registration (a public write) and the hold-expiry job both make the next read of seatsLeft right', async () => {
    backend.setPublicWriteRules(WITHOUT_LIMITS)
    const { id: _id, ...template } = seed.trainingSessions.find((s) => s.packageId === 'advanced')!
    const next = new Date(Date.now() + 365 * 86_400_000)
    const date = { year: next.getUTCFullYear(), month: next.toLocaleString('en', { month: 'short', timeZone: 'UTC' }), day: Math.min(28, next.getUTCDate()) }
    const created = await app.request('/api/training-sessions', { method: 'POST', headers: admin, body: JSON.stringify({ ...template, date, seatsLeft: 1 }) })
    const session = (await created.json()) as TrainingSession
    const seatsLeft = async () => ((await read(`/api/training-sessions/${session.id}`)).body as TrainingSession).seatsLeft
    expect(await seatsLeft()).toBe(1)
    const register = (email: string) =>
      app.request('/api/registrations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...sampleRegistration, email, sessionId: session.id }),
      })
    expect([(await register('first@example.ng')).status, await seatsLeft()]).toEqual([201, 0])
    // Refused for a full session: no seat moved, the revision stays.
    const before = await revisionNow()
    expect([(await register('second@example.ng')).status, await revisionNow()]).toEqual([409, before])
    await runHoldJob(db, new Date(Date.now() + 30 * 86_400_000)) // long after the hold lapsed
    expect(await seatsLeft()).toBe(1)
  })

  it('a contact message changes no public content: the revision stays, every cache stays warm', async () => {
    backend.setPublicWriteRules(WITHOUT_LIMITS)
    const before = await revisionNow()
    const sent = await app.request('/api/contact-messages', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(sampleContact) })
    expect([sent.status, await revisionNow()]).toEqual([201, before])
    await app.request('/api/session', { method: 'DELETE', headers: admin })
    expect(await revisionNow()).toBe(before)
    // Nor does a run of the hold-expiry job that changed nothing.
    await runHoldJob(db)
    expect(await revisionNow()).toBe(before)
  })

  it('two instances on one database: a read cached on the other is fresh there after a write through this one', async () => {
    // As on a Postgres server: the other instance knows of the write only through the database.
    const other = await createApp({ db, allowDemoReset: false, sharedDatabase: true })
    const cached = await read('/api/settings/site', other)
    expect((await read('/api/settings/site', other)).etag).toBe(cached.etag)
    await app.request('/api/settings/site', { method: 'PATCH', headers: admin, body: JSON.stringify({ tagline: 'Written through the first' }) })
    expect((await read('/api/settings/site', other)).body.tagline).toBe('Written through the first')
  })
})

describe('what the cache keeps (a route of its own behind it)', () => {
  const rig = (maxEntries: number) => {
    let runs = 0
    const cache = publicReadCache(async () => 1, { maxEntries, maxBytes: 1024 * 1024 })
    const app = new Hono()
    app.on(['GET', 'HEAD'], '*', publicReads, cache)
    app.get('/api/things', (c) => c.json({ runs: ++runs, x: c.req.query('x') ?? null }))
    app.get('/api/status', (c) => c.json({ runs: ++runs }, 200, { 'Cache-Control': 'no-store' }))
    app.get('/api/missing', (c) => c.json({ runs: ++runs }, 404))
    return { app, cache: cache.cache, runs: () => runs }
  }

  it('keys a read by its path and its query, parameters in order of name', async () => {
    expect(readKey('http://x/api/things?b=2&a=1&a=0')).toBe('/api/things?a=1&a=0&b=2')
    expect(readKey('http://x/api/things?q=a%20b')).toBe(readKey('http://x/api/things?q=a+b'))
    const { app, runs } = rig(10)
    await app.request('/api/things?b=2&a=1')
    await app.request('/api/things?a=1&b=2')
    expect(runs()).toBe(1)
  })

  it('a HEAD first keeps the whole answer for the GETs after it', async () => {
    const { app, runs } = rig(10)
    const head = await app.request('/api/things?x=head', { method: 'HEAD' })
    expect([head.status, await head.text(), head.headers.get('content-length')]).toEqual([200, '', '21'])
    expect(await (await app.request('/api/things?x=head')).json()).toEqual({ runs: 1, x: 'head' })
    expect(runs()).toBe(1)
  })

  it('keeps no answer a route marks no-store, and no error; those get no strong tag', async () => {
    const { app, cache, runs } = rig(10)
    for (let i = 0; i < 2; i++) await app.request('/api/status')
    for (let i = 0; i < 2; i++) await app.request('/api/missing')
    expect([runs(), cache.size]).toEqual([4, 0])
    const status = await app.request('/api/status')
    expect([status.headers.get('etag'), status.headers.get('cache-control')]).toEqual([null, 'no-store'])
  })

  it('random query strings evict the least recently used, they never grow it past its bounds', async () => {
    const { app, cache } = rig(50)
    for (let i = 0; i < 300; i++) expect((await app.request(`/api/things?x=${Math.random()}`)).status).toBe(200)
    expect(cache.size).toBe(50)
    expect(cache.byteSize).toBeLessThan(50 * 200)
  })
})

describe('an answer in its encodings (server/http/compressed-answer.ts)', () => {
  it('is tagged as is, and gives each compressed form once, with a tag of its own', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Service ${i}` })) })
    const answer = new EncodedAnswer('application/json', json)
    expect(answer.identity.tag).toMatch(/^"[\w-]+"$/)
    expect(answer.size).toBe(Buffer.byteLength(json) * 3)
    const br = await answer.form('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(json)
    expect(await answer.form('br')).toBe(br)
    expect(new Set([answer.identity.tag, br.tag, (await answer.form('gzip')).tag]).size).toBe(3)
  })
})
