import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { exportData, initDb, resetDb } from '../../mocks/db'
import { SNAPSHOT_KEY, SNAPSHOT_VERSION, setSnapshotStorage } from '../../mocks/persistence'
import { call, signIn } from '../setup/api'

/** A Storage that lives in memory, like localStorage in a fresh browser profile. */
class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

let storage: MemoryStorage
beforeEach(() => {
  storage = new MemoryStorage()
  setSnapshotStorage(storage)
})
afterEach(() => {
  setSnapshotStorage(null)
})

const seedHome = () => seed.pages.find((page) => page.id === 'home')!
const homeTitle = async () => (await call('GET', '/pages/home')).body.title as string

function storeSnapshot(snapshot: unknown): void {
  storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot))
}

describe('initDb', () => {
  it('starts from the seed when the storage is empty', async () => {
    expect(await initDb()).toEqual({ source: 'seed' })
    expect(await homeTitle()).toBe(seedHome().title)
  })

  it('loads an admin edit saved by an earlier visit from storage', async () => {
    const token = await signIn()
    expect((await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })).status).toBe(200)
    const saved = storage.getItem(SNAPSHOT_KEY)
    expect(saved).not.toBeNull()

    // A new visit: the in-memory database starts over, the browser storage keeps the snapshot.
    setSnapshotStorage(null)
    await resetDb()
    expect(await homeTitle()).toBe(seedHome().title)
    setSnapshotStorage(storage)

    expect(await initDb()).toEqual({ source: 'storage' })
    expect(await homeTitle()).toBe('Power that stays on')
    expect((await call('GET', '/session', { token })).status).toBe(200)
  })

  it('does not save a write that was rejected', async () => {
    const token = await signIn()
    const savedAfterSignIn = storage.getItem(SNAPSHOT_KEY)
    expect((await call('PATCH', '/pages/home', { token, body: { slug: 'about' } })).status).toBe(422)
    expect(storage.getItem(SNAPSHOT_KEY)).toBe(savedAfterSignIn)
  })

  it('reseeds and clears the key when the stored JSON is corrupt', async () => {
    storage.setItem(SNAPSHOT_KEY, '{"version": 1, "data": {')
    expect(await initDb()).toEqual({ source: 'seed', reseededBecause: 'corrupt' })
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull()
    expect(await homeTitle()).toBe(seedHome().title)
  })

  it('reseeds and clears the key when the snapshot has an old version', async () => {
    storeSnapshot({ version: SNAPSHOT_VERSION - 1, savedAt: new Date().toISOString(), data: exportData() })
    expect(await initDb()).toEqual({ source: 'seed', reseededBecause: 'outdated' })
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull()
  })

  it('reseeds and clears the key when the snapshot data fails the schemas', async () => {
    const data = exportData()
    const pages = data.pages.map((page) =>
      page.id === 'home' ? { ...page, title: 'Hijacked', path: 'javascript:alert(1)' } : page,
    )
    storeSnapshot({ version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), data: { ...data, pages } })
    expect(await initDb()).toEqual({ source: 'seed', reseededBecause: 'invalid' })
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull()
    expect(await homeTitle()).toBe(seedHome().title)
  })

  it('reseeds when a collection is missing from the snapshot', async () => {
    const { menus: _menus, ...withoutMenus } = exportData()
    storeSnapshot({ version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), data: withoutMenus })
    expect(await initDb()).toEqual({ source: 'seed', reseededBecause: 'invalid' })
    expect((await call('GET', '/menus')).body).toHaveLength(seed.menus.length)
  })
})

describe('a full storage', () => {
  it('answers 507 to a write it cannot save and keeps the data as it was', async () => {
    const token = await signIn()
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const before = (await call('GET', '/pages')).body
    const response = await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    expect(response.status).toBe(507)
    expect(response.body.message).toMatch(/storage is full/i)
    expect((await call('GET', '/pages')).body).toEqual(before)
  })
})

describe('resetDb', () => {
  it('restores the seed and forgets the stored snapshot', async () => {
    const token = await signIn()
    await call('PATCH', '/pages/home', { token, body: { title: 'Power that stays on' } })
    await call('DELETE', `/media/${seed.mediaItems[0]!.id}`, { token })
    expect(storage.getItem(SNAPSHOT_KEY)).not.toBeNull()

    await resetDb()

    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull()
    expect(await homeTitle()).toBe(seedHome().title)
    expect((await call('GET', '/media')).body).toHaveLength(seed.mediaItems.length)
    expect(await initDb()).toEqual({ source: 'seed' })
  })
})
