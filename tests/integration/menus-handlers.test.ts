// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { menuSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, expectNoChange } from './helpers'

// The menu editor's contract: what PUT /menus/:id accepts and refuses (more cases in write-handlers-menus-settings).
let token: string
beforeEach(async () => {
  token = await signIn()
})

const MENUS = ['/menus', '/menus/main-menu', '/menus/footer-menu']
const seedItems = (id: string) => seed.menus.find((menu) => menu.id === id)!.items
const putMenu = (body: unknown, id = 'main-menu') => call('PUT', `/menus/${id}`, { token, body })

describe('PUT /menus/:id, good input', () => {
  it('saves a reorder, a renamed item, a new-tab link and reordered children; GET and the list show them', async () => {
    const [home, about, services, ...rest] = seedItems('main-menu')
    const children = [...services!.children!].reverse()
    const items = [
      { ...about!, title: 'About Us', target: '_blank' as const },
      home!,
      { ...services!, children },
      ...rest,
      { id: 'item-1719800000000', title: 'New Item', url: '/' },
    ]
    const { status, body } = await putMenu({ items })
    expect(status).toBe(200)
    expect(menuSchema.parse(body).items).toEqual(items)
    expect((await call('GET', '/menus/main-menu')).body.items).toEqual(items)
    const list = (await call('GET', '/menus')).body.items as { id: string; items: unknown[] }[]
    expect(list.find((menu) => menu.id === 'main-menu')!.items).toEqual(items)
    expect(list.find((menu) => menu.id === 'footer-menu')!.items).toEqual(seedItems('footer-menu'))
  })

  it('trims titles and urls, and accepts http(s) addresses and in-page anchors', async () => {
    const items = [
      { id: 'shop', title: '  Shop ', url: ' https://shop.example.ng/solar ' },
      { id: 'news', title: 'News', url: 'http://news.example.ng' },
      { id: 'plans', title: 'Plans', url: '/services#plans' },
    ]
    const { status, body } = await putMenu({ items }, 'footer-menu')
    expect(status).toBe(200)
    expect(body.items).toEqual([
      { id: 'shop', title: 'Shop', url: 'https://shop.example.ng/solar' },
      { id: 'news', title: 'News', url: 'http://news.example.ng' },
      { id: 'plans', title: 'Plans', url: '/services#plans' },
    ])
  })

  it('records the change in the recent activity', async () => {
    await putMenu({ items: seedItems('footer-menu').slice(1) }, 'footer-menu')
    const activity = (await call('GET', '/activity?pageSize=5', { token })).body.items as { entity: string; label: string }[]
    expect(activity[0]).toMatchObject({ entity: 'menu', label: 'Footer Navigation', action: 'updated' })
  })
})

describe('PUT /menus/:id, bad input changes nothing', () => {
  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['mailto:someone@example.com'],
    [' '],
  ])('refuses the url %j with 422 on the item url', async (url) => {
    const response = await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'x', title: 'Click', url }] }))
    expectInvalid(response, 'items.0.url')
  })

  it('refuses a title over 60 characters, a missing url and an id with spaces', async () => {
    const long = await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'x', title: 'x'.repeat(61), url: '/' }] }))
    expectInvalid(long, 'items.0.title')
    expectInvalid(await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'x', title: 'X' }] })), 'items.0.url')
    expectInvalid(
      await expectNoChange(MENUS, token, () => putMenu({ items: [{ id: 'a b', title: 'X', url: '/' }] })),
      'items.0.id',
    )
  })

  it('refuses grandchildren (children of a child) and a body without items', async () => {
    const nested = [{ id: 'a', title: 'A', url: '/', children: [{ id: 'b', title: 'B', url: '/', children: [] }] }]
    expectErrorBody(await expectNoChange(MENUS, token, () => putMenu({ items: nested })), 422)
    expectErrorBody(await expectNoChange(MENUS, token, () => putMenu({})), 422)
    expectErrorBody(await expectNoChange(MENUS, token, () => putMenu([])), 422)
  })

  it('answers 401 without a session, 415 for a form body', async () => {
    const items = seedItems('main-menu').slice(1)
    expectErrorBody(await expectNoChange(MENUS, token, () => call('PUT', '/menus/main-menu', { body: { items } })), 401)
    const form = () =>
      call('PUT', '/menus/main-menu', { token, raw: 'items=[]', contentType: 'application/x-www-form-urlencoded' })
    expectErrorBody(await expectNoChange(MENUS, token, form), 415)
  })
})
