import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { sharedTestBackend } from '../../server/testing'

/** The built site on the API's port: a small stand-in for dist/ (a prerendered page, the app shell, a hashed asset). */
let dist: string
let app: Hono
const SCRIPT = `console.log(${JSON.stringify('sun '.repeat(200))})`

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sunharvest-dist-'))
  await mkdir(join(dist, 'training'), { recursive: true })
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Home</title>')
  await writeFile(join(dist, 'spa.html'), '<!doctype html><title>App shell</title>')
  await writeFile(join(dist, 'training', 'index.html'), '<!doctype html><title>Training</title>')
  await writeFile(join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT)
  app = await createApp({ db: (await sharedTestBackend()).db, allowDemoReset: false, dist })
})
afterAll(() => rm(dist, { recursive: true, force: true }))

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
