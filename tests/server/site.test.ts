import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { sharedTestBackend } from '../../server/testing'
import { FAKE_SCRIPT as SCRIPT, makeFakeDist } from '../setup/fake-dist'

/** The built site on the API's port: a small stand-in for dist/ (a prerendered page, the app shell, a hashed asset). */
const build = makeFakeDist({ '/404.html': '<!doctype html><title>Not Found</title>' })
let app: Hono

beforeAll(async () => {
  app = await createApp({ db: (await sharedTestBackend()).db, allowDemoReset: false, dist: build.dist })
})
afterAll(build.remove)

describe('the built site beside the API (server/site.ts)', () => {
  it('serves prerendered pages, revalidated, and the app shell for any other route', async () => {
    const training = await app.request('/training')
    expect(training.status).toBe(200)
    expect(training.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(training.headers.get('cache-control')).toBe('no-cache')
    expect(await training.text()).toContain('<title>Training</title>')
    expect(await (await app.request('/dashboard/settings')).text()).toContain('<title>App shell</title>')
    expect((await app.request('/missing.png')).status).toBe(404)
  })

  it('a build with no SSR bundle (npm run build): the app shell (200) for a path it has no page for', async () => {
    const created = await app.request('/pages/created-after-the-build')
    expect([created.status, await created.text()]).toEqual([200, '<!doctype html><title>App shell</title>'])
  })

  it('serves hashed assets compressed (brotli, gzip) and cached for a year, and leaves /api to the API', async () => {
    const br = await app.request('/assets/app-3f9a1c.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 4)
    const gzip = await app.request('/assets/app-3f9a1c.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const plain = await app.request('/assets/app-3f9a1c.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
    const api = await app.request('/api/no-such-thing')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
  })
})

describe('byte ranges (video seeking)', () => {
  it('answers one range of an uncompressed file with 206, past the end with 416, and ignores what it cannot serve', async () => {
    const tail = await app.request('/assets/app-3f9a1c.js', { headers: { Range: 'bytes=12-21' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(`bytes 12-21/${SCRIPT.length}`)
    expect(await tail.text()).toBe(SCRIPT.slice(12, 22))
    const suffix = await app.request('/assets/app-3f9a1c.js', { headers: { Range: 'bytes=-5' } })
    expect(await suffix.text()).toBe(SCRIPT.slice(-5))
    const open = await app.request('/assets/app-3f9a1c.js', { headers: { Range: `bytes=${SCRIPT.length - 3}-` } })
    expect(await open.text()).toBe(SCRIPT.slice(-3))
    const past = await app.request('/assets/app-3f9a1c.js', { headers: { Range: `bytes=${SCRIPT.length}-` } })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${SCRIPT.length}`)
    for (const ignored of ['bytes=0-1,4-5', 'items=0-1', 'bytes=9-2', 'bytes=x-']) {
      const whole = await app.request('/assets/app-3f9a1c.js', { headers: { Range: ignored } })
      expect([whole.status, (await whole.text()).length]).toEqual([200, SCRIPT.length])
    }
    const compressed = await app.request('/assets/app-3f9a1c.js', { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'br' } })
    expect([compressed.status, compressed.headers.get('content-encoding')]).toEqual([200, 'br'])
  })
})
