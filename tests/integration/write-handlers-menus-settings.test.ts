// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { menuSchema, siteSettingsSchema, userSettingsSchema } from '../../src/api/schemas'
import { TEST_ADMIN } from '../../server/test-admin'
import { call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, expectNoChange } from './helpers'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const MENUS = ['/menus', '/activity?pageSize=100']
const SITE = ['/settings/site', '/activity?pageSize=100']
const USER = ['/settings/user', '/activity?pageSize=100']

const items = [
  { id: 'main-home', title: 'Home', url: '/' },
  { id: 'main-training', title: 'Training', url: '/training#schedule', target: '_self' },
  {
    id: 'main-shop',
    title: 'Shop',
    url: 'https://shop.sunharvest.ng',
    target: '_blank',
    children: [{ id: 'main-shop-panels', title: 'Panels', url: '/services' }],
  },
]
const putMenu = (body: unknown, id = 'main-menu') => call('PUT', `/menus/${id}`, { token, body })

describe('PUT /menus/:id', () => {
  it('replaces the items (200) and the menu GET shows them in the new order', async () => {
    const { status, body } = await putMenu({ items })
    expect(status).toBe(200)
    const menu = menuSchema.parse(body)
    expect(menu.items).toEqual(items)
    expect(menu.updatedAt).not.toBe(seed.menus.find((m) => m.id === 'main-menu')!.updatedAt)
    expect((await call('GET', '/menus/main-menu')).body).toEqual(menu)
  })

  it('accepts an empty menu', async () => {
    expect((await putMenu({ items: [] })).body.items).toEqual([])
  })

  it('rejects a javascript: url with 422 on the item url', async () => {
    const response = await expectNoChange(MENUS, token, () =>
      putMenu({ items: [{ id: 'x', title: 'Click', url: 'javascript:alert(1)' }] }),
    )
    expectInvalid(response, 'items.0.url')
  })

  it('rejects a data:text/html url in a child with 422', async () => {
    const bad = [{ ...items[0], children: [{ id: 'y', title: 'Open', url: 'data:text/html,<script>alert(1)</script>' }] }]
    const response = await expectNoChange(MENUS, token, () => putMenu({ items: bad }))
    expectInvalid(response, 'items.0.children.0.url')
  })

  it('rejects a path that browsers read as another host ("/<tab>/evil.com") with 422', async () => {
    const response = await expectNoChange(MENUS, token, () =>
      putMenu({ items: [{ id: 'x', title: 'Deals', url: '/\t/evil.com' }] }),
    )
    expectInvalid(response, 'items.0.url')
  })

  it('rejects duplicate item ids, also between a parent and a child, with 422', async () => {
    const twins = [
      { id: 'a', title: 'A', url: '/' },
      { id: 'a', title: 'B', url: '/about' },
    ]
    expectInvalid(await expectNoChange(MENUS, token, () => putMenu({ items: twins })), 'items')
    const nested = [{ id: 'a', title: 'A', url: '/', children: [{ id: 'a', title: 'B', url: '/about' }] }]
    expectInvalid(await expectNoChange(MENUS, token, () => putMenu({ items: nested })), 'items')
  })

  it('rejects an empty title, a bad target and an unknown key with 422', async () => {
    expectInvalid(
      await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'x', title: ' ', url: '/' }] })),
      'items.0.title',
    )
    expectInvalid(
      await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'x', title: 'X', url: '/', target: '_top' }] })),
      'items.0.target',
    )
    expectErrorBody(await expectNoChange(MENUS, token, () => putMenu({ items, name: 'Renamed' })), 422)
  })

  it('rejects malformed JSON with 400', async () => {
    const response = await expectNoChange(MENUS, token, () => call('PUT', '/menus/main-menu', { token, raw: '{"items": [' }))
    expectErrorBody(response, 400)
  })

  it('answers 404 for an unknown menu', async () => {
    expectErrorBody(await expectNoChange(MENUS, token, () => putMenu({ items }, 'side-menu')), 404)
  })
})

describe('PATCH /settings/site', () => {
  it('changes the given fields only (200) and the public settings GET shows them', async () => {
    const { status, body } = await call('PATCH', '/settings/site', {
      token,
      body: { tagline: 'Clean power for Delta State', contactPhone: '+234 800 000 0000' },
    })
    expect(status).toBe(200)
    expect(siteSettingsSchema.parse(body)).toEqual({
      ...seed.siteSettings[0],
      tagline: 'Clean power for Delta State',
      contactPhone: '+234 800 000 0000',
    })
    expect((await call('GET', '/settings/site')).body).toEqual(body)
  })

  it('rejects contactEmail \'nope\' with 422 on "contactEmail"', async () => {
    const response = await expectNoChange(SITE, token, () =>
      call('PATCH', '/settings/site', { token, body: { contactEmail: 'nope' } }),
    )
    expectInvalid(response, 'contactEmail')
  })

  it('rejects a javascript: social link and a bad account number with 422', async () => {
    const social = await expectNoChange(SITE, token, () =>
      call('PATCH', '/settings/site', { token, body: { facebookUrl: 'javascript:alert(1)' } }),
    )
    expectInvalid(social, 'facebookUrl')
    const bank = { ...seed.siteSettings[0]!.bank, accountNumber: '12345' }
    expectInvalid(
      await expectNoChange(SITE, token, () => call('PATCH', '/settings/site', { token, body: { bank } })),
      'bank.accountNumber',
    )
  })

  it('rejects an unknown key and malformed JSON', async () => {
    expectErrorBody(
      await expectNoChange(SITE, token, () => call('PATCH', '/settings/site', { token, body: { theme: 'dark' } })),
      422,
    )
    expectErrorBody(await expectNoChange(SITE, token, () => call('PATCH', '/settings/site', { token, raw: 'tagline=x' })), 400)
  })
})

describe('PUT /settings/user', () => {
  const user = { name: 'Ngozi Eze', email: 'ngozi@sunharvest.ng', avatarUrl: '/images/people/ngozi-eze.webp' }

  it('saves name, e-mail and avatar (200); the role stays Administrator', async () => {
    const { status, body } = await call('PUT', '/settings/user', { token, body: user })
    expect(status).toBe(200)
    expect(userSettingsSchema.parse(body)).toEqual({ ...user, role: 'Administrator' })
    expect((await call('GET', '/settings/user', { token })).body).toEqual(body)
  })

  it('rejects a role in the body with 422: the role is read-only', async () => {
    const response = await expectNoChange(USER, token, () =>
      call('PUT', '/settings/user', { token, body: { ...user, role: 'Administrator' } }),
    )
    expectErrorBody(response, 422)
    expect(JSON.stringify(response.body.issues)).toContain('role')
  })

  it('rejects an invalid e-mail and an empty name with 422 on those fields', async () => {
    expectInvalid(
      await expectNoChange(USER, token, () => call('PUT', '/settings/user', { token, body: { ...user, email: 'ngozi' } })),
      'email',
    )
    expectInvalid(
      await expectNoChange(USER, token, () => call('PUT', '/settings/user', { token, body: { ...user, name: '' } })),
      'name',
    )
  })

  it('rejects malformed JSON with 400', async () => {
    expectErrorBody(await expectNoChange(USER, token, () => call('PUT', '/settings/user', { token, raw: '{' })), 400)
  })
})

describe('POST /settings/password', () => {
  const change = { currentPassword: TEST_ADMIN.password, newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }
  const post = (body: unknown) => call('POST', '/settings/password', { token, body })

  it('acknowledges a valid change with 204', async () => {
    expect((await post(change)).status).toBe(204)
  })

  it('rejects a confirmation that does not match with 422 on "confirmPassword"', async () => {
    const response = await post({ ...change, confirmPassword: 'Sunshine2026' })
    expectInvalid(response, 'confirmPassword')
    expect(response.body.issues).toContainEqual({ path: 'confirmPassword', message: 'Passwords do not match' })
  })

  it.each(['short1', 'onlyletters', '1234567890'])('rejects the weak password %j with 422 on "newPassword"', async (weak) => {
    expectInvalid(await post({ ...change, newPassword: weak, confirmPassword: weak }), 'newPassword')
  })

  it('rejects a new password equal to the current one and a missing current password', async () => {
    expectInvalid(
      await post({ currentPassword: 'Sunshine2025', newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }),
      'newPassword',
    )
    expectInvalid(await post({ newPassword: 'Sunshine2025', confirmPassword: 'Sunshine2025' }), 'currentPassword')
  })

  it('rejects malformed JSON with 400 and answers 401 without a session', async () => {
    expectErrorBody(await call('POST', '/settings/password', { token, raw: '{"currentPassword"' }), 400)
    expectErrorBody(await call('POST', '/settings/password', { body: change }), 401)
  })
})
