// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { writeFaults } from '../../mocks/faults'
import { apiUrl } from '../../src/api/config'
import { call, signIn } from '../setup/api'
import { expectErrorBody, readAll } from './helpers'

/** The fault switch applied by the handlers' common wrapper (mocks/http.ts), seen through msw/node. */
describe('the fault switch', () => {
  afterEach(() => writeFaults(null))

  it('without rules nothing changes', async () => {
    const { status, body } = await call('GET', '/services')
    expect(status).toBe(200)
    expect(body.items.length).toBeGreaterThan(0)
    expect((await call('POST', '/contact-messages', { body: {} })).status).toBe(422)
  })

  it('an error status answers with the API error body and never reaches the resolver', async () => {
    writeFaults([{ match: 'GET /api/services', status: 503 }])
    expectErrorBody(await call('GET', '/services'), 503)
    // Other endpoints and other methods are untouched.
    expect((await call('GET', '/faqs')).status).toBe(200)
    expect((await call('GET', '/services/maintenance')).status).toBe(200)
  })

  it('a failing write changes nothing', async () => {
    const token = await signIn()
    const before = await readAll(['/settings/site'], token)
    writeFaults([{ match: 'PATCH /api/settings/site', status: 500 }])
    const response = await call('PATCH', '/settings/site', { token, body: { siteName: 'Changed' } })
    expectErrorBody(response, 500)
    expect(await readAll(['/settings/site'], token)).toEqual(before)
  })

  it('a network failure makes fetch reject', async () => {
    writeFaults([{ match: '/api/pages*', network: true }])
    await expect(fetch(apiUrl('/pages'))).rejects.toThrow(TypeError)
    expect((await call('GET', '/faqs')).status).toBe(200)
  })

  it('added latency delays the answer, which is otherwise the same', async () => {
    const plainAnswer = await call('GET', '/faqs')
    writeFaults([{ match: 'GET /api/faqs', latencyMs: 250 }])
    const started = performance.now()
    const slowAnswer = await call('GET', '/faqs')
    expect(performance.now() - started).toBeGreaterThanOrEqual(240)
    expect(slowAnswer).toEqual(plainAnswer)
  })

  it('`times` fails only the first requests, so a retry succeeds', async () => {
    writeFaults([{ match: '*', status: 500, times: 2 }])
    expect((await call('GET', '/services')).status).toBe(500)
    expect((await call('GET', '/faqs')).status).toBe(500)
    expect((await call('GET', '/services')).status).toBe(200)
  })

  it('"*" fails every endpoint, the session included', async () => {
    writeFaults([{ match: '*', status: 502 }])
    expectErrorBody(await call('POST', '/session', { body: { email: 'a@b.ng', password: 'x', remember: false } }), 502)
    expectErrorBody(await call('GET', '/company-profile'), 502)
  })
})
