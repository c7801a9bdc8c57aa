import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../server/http/site-headers'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import { pngUpload } from '../integration/helpers'

let dist: string
let app: Hono
let behindProxy: Hono
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'sunharvest-headers-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Home</title>')
  await writeFile(join(dist, 'spa.html'), '<!doctype html><title>App shell</title>')
  const { db } = await sharedTestBackend()
  app = await createApp({ db, allowDemoReset: false, dist })
  behindProxy = await createApp({ db, allowDemoReset: false, dist, trustProxy: 1 })
})
afterAll(() => rm(dist, { recursive: true, force: true }))

const EXPECTED = securityHeaders(undefined)
const expectSecurityHeaders = (response: Response) => {
  for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name), name).toBe(value)
}

async function adminHeaders() {
  const body = JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
  const session = await app.request('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  expect(session.status).toBe(201)
  expect(session.headers.get('cache-control')).toBe('no-store')
  const { token } = (await session.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
}

describe('security headers (server)', () => {
  it("pages forbid framing, sniffing and other origins: the build's policy as a header, with frame-ancestors 'none'", async () => {
    expect(EXPECTED['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/)
    for (const path of ['/', '/dashboard']) {
      const page = await app.request(path)
      expect(page.status).toBe(200)
      expectSecurityHeaders(page)
      expect(page.headers.get('x-frame-options')).toBe('DENY')
      expect(page.headers.get('strict-transport-security')).toBeNull()
      expect(page.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('sends HSTS over HTTPS, or when a trusted proxy says the client used HTTPS, never on a client-written header alone', async () => {
    expect((await app.request('https://sunharvest.example/')).headers.get('strict-transport-security')).toBe(
      STRICT_TRANSPORT_SECURITY,
    )
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } }
    expect((await app.request('/', forwarded)).headers.get('strict-transport-security')).toBeNull()
    expect((await behindProxy.request('/', forwarded)).headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
    expect((await behindProxy.request('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('personal data is never stored by a cache: admin answers, registrations, errors about them; public reads may be', async () => {
    const headers = await adminHeaders()
    const registrations = await app.request('/api/registrations', { headers })
    expect(registrations.status).toBe(200)
    expectSecurityHeaders(registrations)
    expect(registrations.headers.get('cache-control')).toBe('no-store')
    const signedOut = await app.request('/api/registrations')
    expect([signedOut.status, signedOut.headers.get('cache-control')]).toEqual([401, 'no-store'])
    expect((await app.request('/api/settings/user', { headers })).headers.get('cache-control')).toBe('no-store')
    const services = await app.request('/api/services')
    expectSecurityHeaders(services)
    expect(services.headers.get('cache-control')).toBe('no-cache')
  })

  it('an upload: its answer is not stored, the file is served with nosniff and the same headers', async () => {
    const upload = await app.request('/api/media', {
      method: 'POST',
      headers: await adminHeaders(),
      body: JSON.stringify(pngUpload()),
    })
    expect(upload.status).toBe(201)
    expect(upload.headers.get('cache-control')).toBe('no-store')
    const { url } = (await upload.json()) as { url: string }
    const file = await app.request(url)
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png'])
    expectSecurityHeaders(file)
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
