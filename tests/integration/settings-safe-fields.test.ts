import { describe, expect, it } from 'vitest'
import { IMAGE_SRC_MESSAGE } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectInvalid, expectNoChange } from './helpers'

/** Issue 14: what the settings handlers accept in image, phone and plain-text fields. */

describe('site and user settings images (defect 8)', () => {
  it.each(['logoLight', 'logoDark', 'favicon'])('PATCH /settings/site refuses an https:// %s with 422', async (field) => {
    const token = await signIn()
    const response = await expectNoChange(['/settings/site'], token, () =>
      call('PATCH', '/settings/site', { token, body: { [field]: 'https://cdn.example.com/logo.png' } }),
    )
    expectInvalid(response, field)
    expect(response.body.issues[0].message).toBe(IMAGE_SRC_MESSAGE)
  })

  it('PUT /settings/user refuses an https:// avatar with 422', async () => {
    const token = await signIn()
    const body = { name: 'Admin User', email: 'admin@sunharvest.ng', avatarUrl: 'https://cdn.example.com/me.png' }
    expectInvalid(await call('PUT', '/settings/user', { token, body }), 'avatarUrl')
  })

  it('PATCH /settings/site accepts a site path', async () => {
    const token = await signIn()
    const response = await call('PATCH', '/settings/site', { token, body: { logoLight: '/images/brand/logo-dark.png' } })
    expect(response.status).toBe(200)
    expect(response.body.logoLight).toBe('/images/brand/logo-dark.png')
  })
})
