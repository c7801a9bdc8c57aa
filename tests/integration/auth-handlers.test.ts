// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../server/test-admin'
import { adminSessionSchema } from '../../src/api/schemas'
import { API_TARGET, call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, pngUpload } from './helpers'

const credentials = { email: 'admin@example.com', password: 'any-password', remember: true }

describe('POST /session (demo sign-in)', () => {
  // The mock's demo sign-in; the server checks real accounts (tests/server/auth.test.ts).
  it.skipIf(API_TARGET === 'server')('opens a session for any e-mail and password and returns its token', async () => {
    const { status, body } = await call('POST', '/session', { body: credentials })
    expect(status).toBe(201)
    const session = adminSessionSchema.parse(body)
    expect(session).toMatchObject({ email: 'admin@example.com', remember: true })
    expect(session.token.length).toBeGreaterThanOrEqual(16)
  })

  it.skipIf(API_TARGET === 'server')('opens a session for short addresses such as a@b.c and x@y', async () => {
    for (const email of ['a@b.c', 'x@y']) {
      const { status, body } = await call('POST', '/session', { body: { ...credentials, email } })
      expect(status).toBe(201)
      expect(adminSessionSchema.parse(body).email).toBe(email)
    }
  })

  it('issues a different token for each sign-in', async () => {
    expect(await signIn()).not.toBe(await signIn())
  })

  it('rejects a body without a password with 422 on "password"', async () => {
    const response = await call('POST', '/session', { body: { email: 'admin@example.com', remember: false } })
    expectInvalid(response, 'password')
  })

  it('rejects an empty password and an invalid e-mail with 422 on those fields', async () => {
    expectInvalid(await call('POST', '/session', { body: { ...credentials, password: '' } }), 'password')
    expectInvalid(await call('POST', '/session', { body: { ...credentials, email: 'not-an-email' } }), 'email')
  })

  it('rejects malformed JSON with 400', async () => {
    expectErrorBody(await call('POST', '/session', { raw: '{"email": "admin@example.com",' }), 400)
  })

  it('rejects a text/plain body with 415', async () => {
    const response = await call('POST', '/session', { raw: JSON.stringify(credentials), contentType: 'text/plain' })
    expectErrorBody(response, 415)
  })

  it('rejects an unknown key with 422', async () => {
    const response = await call('POST', '/session', { body: { ...credentials, role: 'superuser' } })
    expectErrorBody(response, 422)
    expect(response.body.issues.length).toBeGreaterThan(0)
  })
})

describe('GET /session', () => {
  it('returns the session for a valid token', async () => {
    const token = await signIn()
    const { status, body } = await call('GET', '/session', { token })
    expect(status).toBe(200)
    expect(adminSessionSchema.parse(body).token).toBe(token)
  })

  it('answers 401 without a token', async () => {
    expectErrorBody(await call('GET', '/session'), 401)
  })

  it('answers 401 for an unknown token', async () => {
    expectErrorBody(await call('GET', '/session', { token: 'f'.repeat(32) }), 401)
  })
})

describe('DELETE /session (sign-out)', () => {
  it('ends the session: the token no longer works', async () => {
    const token = await signIn()
    expect((await call('DELETE', '/session', { token })).status).toBe(204)
    expectErrorBody(await call('GET', '/session', { token }), 401)
  })

  it('ends only the caller’s session', async () => {
    const mine = await signIn()
    const other = await signIn()
    await call('DELETE', '/session', { token: mine })
    expect((await call('GET', '/session', { token: other })).status).toBe(200)
  })
})

describe('DELETE /sessions (sign out everywhere)', () => {
  it("ends every session of the account, the caller's included", async () => {
    const mine = await signIn()
    const other = await signIn()
    expect((await call('DELETE', '/sessions', { token: mine })).status).toBe(204)
    for (const token of [mine, other]) expectErrorBody(await call('GET', '/session', { token }), 401)
  })

  it.skipIf(API_TARGET === 'server')("leaves another account's sessions alone", async () => {
    const mine = await signIn()
    const someoneElse = (await call('POST', '/session', { body: { ...credentials, email: 'editor@example.com' } })).body.token
    await call('DELETE', '/sessions', { token: mine })
    expect((await call('GET', '/session', { token: someoneElse })).status).toBe(200)
  })

  it('answers 401 without a session', async () => {
    expectErrorBody(await call('DELETE', '/sessions'), 401)
  })
})

describe('POST /settings/password ends the other sessions', () => {
  it("keeps the caller's session and ends the account's others", async () => {
    const mine = await signIn()
    const other = await signIn()
    const change = { currentPassword: TEST_ADMIN.password, newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }
    expect((await call('POST', '/settings/password', { token: mine, body: change })).status).toBe(204)
    expectErrorBody(await call('GET', '/session', { token: other }), 401)
    expect((await call('GET', '/session', { token: mine })).status).toBe(200)
  })
})

describe('admin endpoints need a session', () => {
  const adminRequests: [string, string, unknown?][] = [
    ['PATCH', '/pages/home', { title: 'Hacked' }],
    ['POST', '/pages', { title: 'x' }],
    ['GET', '/contact-messages'],
    ['GET', '/registrations'],
    ['POST', '/media', pngUpload()],
    ['PUT', '/menus/main-menu', { items: [] }],
    ['PATCH', '/settings/site', { tagline: 'Hacked' }],
    ['GET', '/settings/user'],
    ['POST', '/training-sessions', {}],
    ['POST', '/demo/reset'],
    ['GET', '/activity'],
  ]

  it.each(adminRequests)('%s %s answers 401 without a token', async (method, path, body) => {
    expectErrorBody(await call(method, path, { body }), 401)
  })

  it('answers 401 with a token that was signed out', async () => {
    const token = await signIn()
    await call('DELETE', '/session', { token })
    expectErrorBody(await call('PATCH', '/pages/home', { token, body: { title: 'Hacked' } }), 401)
  })

  it('leaves the page unchanged when an unauthenticated edit is refused', async () => {
    const before = await call('GET', '/pages/home')
    await call('PATCH', '/pages/home', { body: { title: 'Hacked' } })
    expect((await call('GET', '/pages/home')).body).toEqual(before.body)
  })
})
