import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, initDb, seedData, setDbStorage } from '../../mocks/db'
import { storageKey } from '../../mocks/store/record-keys'
import { registry } from '../../src/api/registry/collections'
import { MemoryStorage } from '../setup/memory-storage'

let storage: MemoryStorage
beforeEach(() => {
  storage = new MemoryStorage()
  setDbStorage(storage)
})
afterEach(() => {
  setDbStorage(null)
  vi.restoreAllMocks()
})

const post = (n: number) => ({
  ...seedData.blogPosts[0]!,
  id: `stored-${n}`,
  title: `Stored post ${n}`,
})

describe('records the mock loads were checked once', () => {
  it('stored records are parsed as they are read, not again as they are created; the seed is not checked again', async () => {
    for (let n = 0; n < 50; n++)
      storage.setItem(storageKey('blogPosts', `stored-${n}`), JSON.stringify({ at: n + 1, record: post(n) }))
    const check = vi.spyOn(registry.blogPosts.entity['~standard'], 'validate')
    const parse = vi.spyOn(registry.blogPosts.entity, 'safeParse')

    expect(await initDb()).toEqual({ source: 'storage', setAside: [], restored: [] })

    expect(db.blogPosts.count()).toBe(seedData.blogPosts.length + 50)
    expect(parse).toHaveBeenCalledTimes(50)
    expect(check).not.toHaveBeenCalled()
  })

  it('a stored record its schema refuses is set aside as it is read, and the rest loads', async () => {
    storage.setItem(storageKey('blogPosts', 'stored-1'), JSON.stringify({ at: 1, record: post(1) }))
    storage.setItem(storageKey('blogPosts', 'stored-2'), JSON.stringify({ at: 2, record: { ...post(2), date: 'soon' } }))

    const report = await initDb()

    expect(report.setAside).toHaveLength(1)
    expect(report.setAside[0]).toMatch(/^blogPosts stored-2 /)
    expect(db.blogPosts.findFirst((q) => q.where({ id: 'stored-1' }))?.title).toBe('Stored post 1')
    expect(db.blogPosts.findFirst((q) => q.where({ id: 'stored-2' }))).toBeUndefined()
  })

  it('every other create and update is checked against the schema', async () => {
    await initDb()
    const check = vi.spyOn(registry.blogPosts.entity['~standard'], 'validate')
    // @msw/data logs the schema's issues before it throws.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await expect(db.blogPosts.create({ ...post(3), date: 'soon' })).rejects.toThrow(/does not match the schema/)
    await db.blogPosts.create(post(4))
    await expect(
      db.blogPosts.update((q) => q.where({ id: 'stored-4' }), {
        data(record) {
          record.title = 42 as unknown as string
        },
      }),
    ).rejects.toThrow(/does not match the schema/)

    expect(check).toHaveBeenCalledTimes(3)
  })
})
