import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { securityHeaders } from '../../server/http/site-headers'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import { FAKE_ASSET as ASSET, FAKE_SCRIPT as SCRIPT, makeFakeDist } from '../setup/fake-dist'

/** ETag and 304 on the built site (a small stand-in for dist/) and on the public API reads. */
const build = makeFakeDist()
let app: Hono

beforeAll(async () => {
  app = await createApp({ db: (await sharedTestBackend()).db, allowDemoReset: false, dist: build.dist })
})
afterAll(build.remove)

const STRONG = /^"[\w-]+"$/

async function adminHeaders() {
  const body = JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
  const session = await app.request('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  const { token } = (await session.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
}

/** A 304 has no body, and keeps what a cache updates its stored answer with, and the security headers. */
async function expectNotModified(response: Response, tag: string, cacheControl: string) {
  expect(response.status).toBe(304)
  expect(await response.text()).toBe('')
  expect(response.headers.get('etag')).toBe(tag)
  expect(response.headers.get('cache-control')).toBe(cacheControl)
  expect(response.headers.get('content-length')).toBeNull()
  expect(response.headers.get('content-type')).toBeNull()
  for (const [name, value] of Object.entries(securityHeaders(undefined))) expect(response.headers.get(name), name).toBe(value)
}

describe('validators on the built site (server/site.ts)', () => {
  it('gives /, a prerendered page and a hashed asset a strong ETag, and answers a matching If-None-Match with 304', async () => {
    for (const [path, cacheControl] of [
      ['/', 'no-cache'],
      ['/training', 'no-cache'],
      [ASSET, 'public, max-age=31536000, immutable'],
    ] as const) {
      const first = await app.request(path, { headers: { 'Accept-Encoding': 'br' } })
      const tag = first.headers.get('etag') ?? ''
      expect([path, tag]).toEqual([path, expect.stringMatching(STRONG)])
      for (const method of ['GET', 'HEAD']) {
        const again = await app.request(path, { method, headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag } })
        await expectNotModified(again, tag, cacheControl)
        expect(again.headers.get('vary')).toBe('Accept-Encoding')
      }
      const changed = await app.request(path, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' } })
      expect(changed.status).toBe(200)
    }
  })

  it('tags each encoding apart (brotli, gzip, as on disk): a tag of one is not a 304 for another', async () => {
    const tagFor = async (acceptEncoding: string) =>
      (await app.request('/training', { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get('etag')
    const [br, gzip, identity] = [await tagFor('br'), await tagFor('gzip'), await tagFor('identity')]
    expect(new Set([br, gzip, identity]).size).toBe(3)
    expect(await tagFor('gzip, br')).toBe(br)
    const other = await app.request('/training', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': br ?? '' } })
    expect([other.status, other.headers.get('content-encoding'), other.headers.get('etag')]).toEqual([200, 'gzip', gzip])
    expect((await app.request('/training', { headers: { 'If-None-Match': `W/${identity}` } })).status).toBe(304)
  })

  it('serves a byte range only while If-Range names the current file', async () => {
    const tag = (await app.request(ASSET)).headers.get('etag') ?? ''
    const same = await app.request(ASSET, { headers: { Range: 'bytes=0-9', 'If-Range': tag } })
    expect([same.status, await same.text()]).toEqual([206, SCRIPT.slice(0, 10)])
    const stale = await app.request(ASSET, { headers: { Range: 'bytes=0-9', 'If-Range': '"an-older-build"' } })
    expect([stale.status, (await stale.text()).length, stale.headers.get('etag')]).toEqual([200, SCRIPT.length, tag])
  })
})

describe('validators on the public API reads', () => {
  it('gives public reads a strong ETag per encoding (kept with the answer), no-cache, and 304 to a matching If-None-Match (GET and HEAD)', async () => {
    for (const path of ['/api/services', '/api/blog-posts?page=2&pageSize=2', '/api/settings/site']) {
      const first = await app.request(path)
      expect(first.status).toBe(200)
      const tag = first.headers.get('etag') ?? ''
      expect([path, tag, first.headers.get('cache-control')]).toEqual([path, expect.stringMatching(STRONG), 'no-cache'])
      const br = await app.request(path, { headers: { 'Accept-Encoding': 'br' } })
      expect([br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual(['br', 'Accept-Encoding'])
      expect(br.headers.get('etag')).not.toBe(tag)
      for (const method of ['GET', 'HEAD'])
        await expectNotModified(await app.request(path, { method, headers: { 'If-None-Match': tag } }), tag, 'no-cache')
    }
    const page1 = (await app.request('/api/blog-posts?page=1&pageSize=2')).headers.get('etag')
    expect(page1).not.toBe((await app.request('/api/blog-posts?page=2&pageSize=2')).headers.get('etag'))
  })

  it("changes the ETag once an admin's write changes the collection", async () => {
    const before = await app.request('/api/services')
    const tag = before.headers.get('etag') ?? ''
    const { items } = (await before.json()) as { items: { id: string; title: string }[] }
    const [service] = items
    if (!service) throw new Error('the seed has services')
    const headers = await adminHeaders()
    const put = (title: string) =>
      app.request(`/api/services/${service.id}`, { method: 'PUT', headers, body: JSON.stringify({ ...service, title }) })
    expect((await put(`${service.title} (new)`)).status).toBe(200)
    try {
      const after = await app.request('/api/services', { headers: { 'If-None-Match': tag } })
      expect(after.status).toBe(200)
      expect(after.headers.get('etag')).toMatch(STRONG)
      expect(after.headers.get('etag')).not.toBe(tag)
      expect(JSON.stringify(await after.json())).toContain(`${service.title} (new)`)
    } finally {
      expect((await put(service.title)).status).toBe(200)
    }
  })

  it('leaves answers with personal data and signed-in reads without a validator, and never stored', async () => {
    expect((await app.request('/api/services')).headers.get('etag')).toMatch(STRONG)
    const headers = await adminHeaders()
    for (const path of ['/api/registrations', '/api/services']) {
      const read = await app.request(path, { headers })
      expect([path, read.status, read.headers.get('etag'), read.headers.get('cache-control')]).toEqual([path, 200, null, 'no-store'])
      const again = await app.request(path, { headers: { ...headers, 'If-None-Match': '*' } })
      expect([path, again.status]).toEqual([path, 200])
    }
    const signedOut = await app.request('/api/registrations')
    expect([signedOut.status, signedOut.headers.get('etag'), signedOut.headers.get('cache-control')]).toEqual([401, null, 'no-store'])
  })
})
