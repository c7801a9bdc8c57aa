import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seed } from '../../fixtures'
import { db, exportData, importData, initDb, resetDb, seedData, setDbStorage } from '../../mocks/db'
import { STORE_KEYS } from '../../mocks/store/keys'
import { storageKey } from '../../mocks/store/record-keys'
import { loadNotice } from '../../mocks/start'
import { registry } from '../../src/api/registry/collections'
import { call, signIn } from '../setup/api'
import { sampleContact } from '../setup/inquiry-samples'
import { MemoryStorage } from '../setup/memory-storage'
import { Tabs } from '../setup/tabs'

let storage: MemoryStorage
beforeEach(() => {
  storage = new MemoryStorage()
  setDbStorage(storage)
})
afterEach(() => {
  setDbStorage(null)
})

const seedHome = () => seed.pages.find((page) => page.id === 'home')!
const homeTitle = async () => (await call('GET', '/pages/home')).body.title as string
const recordKeys = () => storage.keysStartingWith(STORE_KEYS.record)
/** A new visit: memory is rebuilt from the seed and what this browser stored. */
const reload = () => initDb()

describe('initDb', () => {
  it('starts from the seed when the storage is empty', async () => {
    expect(await initDb()).toEqual({ source: 'seed', setAside: [], restored: [] })
    expect(await homeTitle()).toBe(seedHome().title)
  })

  it('keeps edits across a reload', async () => {
    const token = await signIn()
    expect((await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })).status).toBe(200)
    expect(await reload()).toEqual({ source: 'storage', setAside: [], restored: [] })
    expect(await homeTitle()).toBe('Power that stays on')
    expect((await call('GET', '/session', { token })).status).toBe(200)
  })

  it('stores only what a write changed: the record and its activity entry', async () => {
    const token = await signIn()
    storage.writes.length = 0
    await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    const records = storage.writes.filter((key) => key.startsWith(STORE_KEYS.record))
    expect(records).toHaveLength(2)
    expect(records).toContain(storageKey('pages', 'home'))
    expect(records.filter((key) => key.includes('/activity/'))).toHaveLength(1)
  })

  it('does not store a write that was rejected', async () => {
    const token = await signIn()
    const before = new Map(storage.items)
    expect((await call('PATCH', '/pages/home', { token, body: { slug: 'about' } })).status).toBe(422)
    expect(storage.items).toEqual(before)
  })
})

describe('a record stored by an earlier version', () => {
  it('a page edited before page copy moved into sections keeps its edit and shows the seed sections', async () => {
    const about = seed.pages.find((page) => page.id === 'about')!
    expect(about.sections?.length).toBeGreaterThan(0)
    const { sections: _left, ...older } = { ...about, title: 'About us, edited long ago' }
    storage.setItem(storageKey('pages', 'about'), JSON.stringify({ at: 1, record: older }))
    await reload()
    const stored = (await call('GET', '/pages/about')).body
    expect(stored.title).toBe('About us, edited long ago')
    expect(stored.sections).toEqual(about.sections)
  })

  it('e-mail texts edited before the later kinds existed keep the edit and take the new kinds from the record upgrades', async () => {
    const { registrationReceived, contactMessageReceived } = seed.emailTemplates[0]!
    const edited = { ...registrationReceived, subject: 'We got your registration, {name}' }
    const older = { id: 'email-templates', registrationReceived: edited, contactMessageReceived }
    storage.setItem(storageKey('emailTemplates', 'email-templates'), JSON.stringify({ at: 1, record: older }))
    await reload()
    const token = await signIn()
    const templates = (await call('GET', '/email-templates', { token })).body
    expect(templates.registrationReceived).toEqual(edited)
    const { id: _id, ...texts } = seed.emailTemplates[0]!
    expect(Object.keys(templates).filter((key) => key !== 'id').sort()).toEqual(Object.keys(texts).sort())
    // The admin's editor saves what it shows: every kind is filled in, so the whole record passes its schema.
    expect((await call('PUT', '/email-templates', { token, body: { ...templates, id: undefined } })).status).toBe(200)
  })
})

describe('each record is checked once', () => {
  const post = (n: number) => ({ ...seedData.blogPosts[0]!, id: `stored-${n}`, title: `Stored post ${n}` })

  it('stored records are parsed as they are read, not again as they are loaded; the seed is not checked again', async () => {
    for (let n = 0; n < 50; n++)
      storage.setItem(storageKey('blogPosts', `stored-${n}`), JSON.stringify({ at: n + 1, record: post(n) }))
    const check = vi.spyOn(registry.blogPosts.entity['~standard'], 'validate')
    const parse = vi.spyOn(registry.blogPosts.entity, 'safeParse')

    expect(await reload()).toEqual({ source: 'storage', setAside: [], restored: [] })

    expect(db.blogPosts.count()).toBe(seedData.blogPosts.length + 50)
    expect(parse).toHaveBeenCalledTimes(50)
    expect(check).not.toHaveBeenCalled()
  })

  it('every other create and update is checked against the schema', async () => {
    await reload()
    const check = vi.spyOn(registry.blogPosts.entity['~standard'], 'validate')
    // @msw/data logs the schema's issues before it throws.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await expect(db.blogPosts.create({ ...post(3), date: 'soon' })).rejects.toThrow(/does not match the schema/)
    await db.blogPosts.create(post(4))
    const retitle = (record: { title: string }) => void (record.title = 42 as unknown as string)
    await expect(db.blogPosts.update((q) => q.where({ id: 'stored-4' }), { data: retitle })).rejects.toThrow(
      /does not match the schema/,
    )

    expect(check).toHaveBeenCalledTimes(3)
  })
})

describe('a damaged record', () => {
  it('sets aside only the bad record, keeps every other edit and the session, and says so', async () => {
    const token = await signIn()
    await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    await call('PATCH', '/settings/site', { token, body: { tagline: 'Sun all year' } })
    const aboutKey = storageKey('pages', 'about')
    storage.setItem(aboutKey, JSON.stringify({ at: 1, record: { id: 'about', title: 'Hijacked', path: 'javascript:alert(1)' } }))

    const report = await reload()
    expect(report.source).toBe('storage')
    expect(report.setAside).toHaveLength(1)
    expect(report.setAside[0]).toContain('about')
    expect(await homeTitle()).toBe('Power that stays on')
    expect((await call('GET', '/settings/site')).body.tagline).toBe('Sun all year')
    expect((await call('GET', '/pages/about')).body.title).toBe(seed.pages.find((p) => p.id === 'about')!.title)
    expect((await call('GET', '/session', { token })).status).toBe(200)
    // Kept, not lost, and no longer a live key.
    expect(storage.getItem(aboutKey)).toBeNull()
    expect(storage.getItem(STORE_KEYS.setAside)).toContain('Hijacked')
    expect(loadNotice(report)).toMatch(/One saved change could not be read .*about.*Your other changes are in place/)
  })

  it('restores lost site settings and menus from the seed and says what was restored', async () => {
    storage.setItem(storageKey('siteSettings', 'singleton'), JSON.stringify({ at: 1, record: null }))
    storage.setItem(storageKey('menus', 'main-menu'), JSON.stringify({ at: 1, record: null }))
    const report = await reload()
    expect(report.restored).toEqual(['site settings', 'menus'])
    expect((await call('GET', '/settings/site')).status).toBe(200)
    expect((await call('GET', '/menus/main-menu')).status).toBe(200)
    expect(loadNotice(report)).toBe('The demo site settings, menus had gone missing and were restored.')
  })

  it('migrates the whole-database snapshot of earlier versions, setting aside what fails', async () => {
    const pages = seed.pages.map((page) => (page.id === 'home' ? { ...page, title: 'From version 1' } : page))
    const bad = seed.menus.map((menu) => (menu.id === 'main-menu' ? { ...menu, items: 'broken' } : menu))
    const data = { ...seed, pages, menus: bad, sessions: [] }
    storage.setItem(STORE_KEYS.legacySnapshot, JSON.stringify({ version: 1, savedAt: new Date().toISOString(), data }))
    const report = await reload()
    expect(await homeTitle()).toBe('From version 1')
    expect((await call('GET', '/menus/main-menu')).body.items.length).toBeGreaterThan(0)
    expect(report.setAside.join()).toContain('main-menu')
    expect(storage.getItem(STORE_KEYS.legacySnapshot)).toBeNull()
    expect(storage.getItem(STORE_KEYS.setAside)).toContain('From version 1')
  })

  it('sets aside an unreadable legacy snapshot and starts from the seed', async () => {
    storage.setItem(STORE_KEYS.legacySnapshot, '{"version": 1, "data": {')
    const report = await reload()
    expect(report.setAside).toEqual(['the saved demo data (unreadable)'])
    expect(await homeTitle()).toBe(seedHome().title)
  })
})

describe('a full storage', () => {
  it('answers 507 to a write it cannot save and keeps the data and the storage as they were', async () => {
    const token = await signIn()
    const before = (await call('GET', '/pages')).body
    const stored = new Map(storage.items)
    const setItem = storage.setItem.bind(storage)
    let allowed = 1 // the first key goes in, the second does not: nothing half-written may stay
    storage.setItem = (key: string, value: string) => {
      if (allowed-- <= 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      setItem(key, value)
    }
    const response = await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    storage.setItem = setItem
    expect(response.status).toBe(507)
    expect(response.body.message).toMatch(/storage is full/i)
    expect((await call('GET', '/pages')).body).toEqual(before)
    expect(storage.items).toEqual(stored)
  })
})

describe('resetDb', () => {
  it('restores the seed and forgets every stored change', async () => {
    const token = await signIn()
    await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    await call('DELETE', `/media/${seed.mediaItems[0]!.id}`, { token })
    expect(recordKeys().length).toBeGreaterThan(0)

    await resetDb()

    expect(recordKeys()).toEqual([])
    expect(await homeTitle()).toBe(seedHome().title)
    expect((await call('GET', '/media')).body.total).toBe(seed.mediaItems.length)
    expect((await initDb()).source).toBe('seed')
  })

  it('rebuilds every collection changed since the last reset, whichever way it was changed', async () => {
    await resetDb()
    const seedState = JSON.stringify(exportData())
    await resetDb()
    // A reset with nothing changed leaves the memory as it is (a collection untouched since is not rebuilt).
    expect(JSON.stringify(exportData())).toBe(seedState)

    const token = await signIn()
    await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    const faq = seedData.faqs[0]!
    await db.faqs.create({ ...faq, id: 'faq-extra', question: 'Extra?' })
    await db.services.update((q) => q.where({ id: seed.services[0]!.id }), {
      data: (service) => void (service.title = 'Changed'),
    })
    db.values.delete((q) => q.where({ id: seed.values[0]!.id }))
    await importData({ projects: [] })
    expect(JSON.stringify(exportData())).not.toBe(seedState)

    await resetDb()
    expect(JSON.stringify(exportData())).toBe(seedState)
  })
})

describe('two tabs', () => {
  it('an admin edit in each tab and a visitor message all survive, whichever tab wrote last', async () => {
    const tabs = await Tabs.open(storage, 'admin A')
    const token = await signIn()
    await tabs.switchTo('admin B') // opened now, before tab A's edit
    await tabs.switchTo('admin A')
    expect((await call('PATCH', '/settings/site', { token, body: { tagline: 'Saved in tab A' } })).status).toBe(200)
    await tabs.switchTo('visitor')
    expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
    await tabs.switchTo('admin B') // its memory is stale: it must catch up before writing
    const menu = (await call('GET', '/menus/main-menu')).body
    const items = [...menu.items, { id: 'news', title: 'News', url: '/blog' }]
    expect((await call('PUT', '/menus/main-menu', { token, body: { items } })).status).toBe(200)
    expect((await call('GET', '/settings/site')).body.tagline).toBe('Saved in tab A')

    for (const tab of ['admin A', 'visitor', 'admin B']) {
      await tabs.switchTo(tab)
      await tabs.reload()
      expect((await call('GET', '/settings/site')).body.tagline).toBe('Saved in tab A')
      expect((await call('GET', '/menus/main-menu')).body.items.at(-1).title).toBe('News')
      const messages = (await call('GET', '/contact-messages', { token })).body.items as Array<{ message: string }>
      expect(messages.map((m) => m.message)).toContain(sampleContact.message)
    }
    tabs.close()
  })
})
