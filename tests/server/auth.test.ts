import { describe, expect, it } from 'vitest'
import { operations } from '../../api/openapi/operations'
import { adminSessionSchema } from '../../src/api/schemas'
import { TEST_ADMIN } from '../../server/testing'
import { call, signIn } from '../setup/api'

const signInWith = (email: string, password: string) => call('POST', '/session', { body: { email, password } })

describe('real sign-in (server)', () => {
  it('opens a session for the admin account only: a wrong password or an unknown e-mail answers 401', async () => {
    const ok = await signInWith(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password)
    expect(ok.status).toBe(201)
    expect(adminSessionSchema.parse(ok.body)).toMatchObject({ email: TEST_ADMIN.email, remember: false })
    expect((await call('GET', '/session', { token: ok.body.token })).status).toBe(200)
    for (const [email, password] of [
      [TEST_ADMIN.email, 'wrong-password'],
      ['someone@example.com', TEST_ADMIN.password],
    ] as const) {
      const refused = await signInWith(email, password)
      expect(refused.status).toBe(401)
      expect(refused.body).toEqual({ message: 'The e-mail or password is not correct', issues: [] })
    }
  })

  it('changes the password for real: the old one stops working, other sessions end, this one stays', async () => {
    const token = await signIn()
    const other = await signIn()
    const change = (currentPassword: string) =>
      call('POST', '/settings/password', {
        token,
        body: { currentPassword, newPassword: 'new-secret-42', confirmPassword: 'new-secret-42' },
      })
    const wrong = await change('not-the-password')
    expect(wrong.status).toBe(422)
    expect(wrong.body.issues).toEqual([{ path: 'currentPassword', message: 'The current password is not correct' }])
    expect((await change(TEST_ADMIN.password)).status).toBe(204)
    expect((await signInWith(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(401)
    expect((await signInWith(TEST_ADMIN.email, 'new-secret-42')).status).toBe(201)
    expect((await call('GET', '/session', { token: other })).status).toBe(401)
    expect((await call('GET', '/session', { token })).status).toBe(200)
  })
})

describe('admin operations without a session (server)', () => {
  const adminOperations = operations.filter((operation) => operation.auth)
  it(`answers 401 to every one of the ${adminOperations.length} admin operations of the contract`, async () => {
    expect(adminOperations.length).toBeGreaterThan(20)
    for (const operation of adminOperations) {
      const path = operation.path.replace(/:[^/]+/g, 'any-id')
      const body = operation.request ? {} : undefined
      const { status } = await call(operation.method.toUpperCase(), path, { body })
      expect(status, `${operation.method} ${path}`).toBe(401)
    }
  })

  it('never shows personal data signed out, even with a forged or expired-looking token', async () => {
    for (const path of ['/contact-messages', '/registrations', '/activity', '/settings/user'])
      for (const token of [undefined, 'forged-token-0000000000000000']) expect((await call('GET', path, { token })).status).toBe(401)
  })
})
