// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { IMAGE_SRC_MESSAGE, PHONE_MESSAGE, PLAIN_TEXT_MESSAGE } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectInvalid, expectNoChange } from './helpers'

/** What the settings handlers accept in image, phone and plain-text fields. */

describe('site and user settings images', () => {
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

describe('site settings phones', () => {
  it.each(['contactPhone', 'secondaryPhone'])('PATCH /settings/site refuses a %s that is no phone number', async (field) => {
    const token = await signIn()
    const response = await expectNoChange(['/settings/site'], token, () =>
      call('PATCH', '/settings/site', { token, body: { [field]: 'javascript:alert(1)//' } }),
    )
    expectInvalid(response, field)
    expect(response.body.issues[0].message).toBe(PHONE_MESSAGE)
  })

  it('accepts a phone number, and an empty secondary phone', async () => {
    const token = await signIn()
    const response = await call('PATCH', '/settings/site', {
      token,
      body: { contactPhone: '(0803) 555-0142', secondaryPhone: '' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ contactPhone: '(0803) 555-0142', secondaryPhone: '' })
  })
})

describe('plain-text settings and menu titles', () => {
  it.each([
    ['siteName', 'SunHarvest \u202eygrenE'],
    ['tagline', 'Solar\u2066 for all'],
    ['footerText', 'Clean power\u200f since 2008'],
    ['officeAddress', '14 Nnebisi Road\u0000, Asaba'],
  ])('PATCH /settings/site refuses a bidi or control character in %s', async (field, value) => {
    const token = await signIn()
    const response = await expectNoChange(['/settings/site'], token, () =>
      call('PATCH', '/settings/site', { token, body: { [field]: value } }),
    )
    expectInvalid(response, field)
    expect(response.body.issues[0].message).toBe(PLAIN_TEXT_MESSAGE)
  })

  it('keeps line breaks in the footer text and addresses', async () => {
    const token = await signIn()
    const body = { footerText: 'Clean power.\nSince 2008.', officeAddress: '14 Nnebisi Road\nAsaba' }
    const response = await call('PATCH', '/settings/site', { token, body })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject(body)
  })

  it('PUT /menus/:id refuses a bidi control in an item or child title', async () => {
    const token = await signIn()
    const child = { id: 'c', title: 'Price\u202eList', url: '/services' }
    const items = [
      { id: 'a', title: 'Home\u2067', url: '/' },
      { id: 'b', title: 'Services', url: '/services', children: [child] },
    ]
    const response = await expectNoChange(['/menus/main-menu'], token, () =>
      call('PUT', '/menus/main-menu', { token, body: { items } }),
    )
    expectInvalid(response, 'items.0.title')
    expectInvalid(response, 'items.1.children.0.title')
  })

  it('PUT /settings/user refuses a control character in the name', async () => {
    const token = await signIn()
    const body = { name: 'Admin\u001b[31m User', email: 'admin@sunharvest.ng', avatarUrl: '/images/people/admin-avatar.webp' }
    expectInvalid(await call('PUT', '/settings/user', { token, body }), 'name')
  })
})
