import { describe, expect, it } from 'vitest'
import { bumpContentRevision, contentRevision } from '../../server/render/content-revision'
import { RevisionCache } from '../../server/render/revision-cache'
import { sharedTestBackend } from '../../server/testing'

const UNBOUNDED = { maxEntries: 1000, maxBytes: Infinity, sizeOf: () => 0 }

describe('the cache of pages and public reads (server/render/revision-cache.ts)', () => {
  it('renders a path once for requests that come while it renders, and again only when the revision or the day moves', async () => {
    const renders: string[] = []
    const cache = new RevisionCache(UNBOUNDED, async (path, day, revision) => {
      renders.push(`${path} ${day} ${revision}`)
      await new Promise((done) => setTimeout(done, 5))
      return `${path} at ${revision}`
    })
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('/', 1, 'Mon')))
    expect(answers).toEqual(['/ at 1', '/ at 1', '/ at 1'])
    expect(await cache.get('/', 0, 'Mon')).toBe('/ at 1') // a revision read before a newer one: the newer pages
    expect(await cache.get('/', 2, 'Mon')).toBe('/ at 2')
    expect(await cache.get('/', 2, 'Tue')).toBe('/ at 2')
    expect(renders).toEqual(['/ Mon 1', '/ Mon 2', '/ Tue 2'])
  })

  it('keeps no failed render', async () => {
    let fail = true
    const cache = new RevisionCache(UNBOUNDED, async (_path, _day, revision) => {
      if (fail) throw new Error('database down')
      return `page at ${revision}`
    })
    await expect(cache.get('/', 1, 'Mon')).rejects.toThrow('database down')
    expect([cache.size, cache.last('/')]).toEqual([0, undefined])
    fail = false
    expect(await cache.get('/', 1, 'Mon')).toBe('page at 1')
    // The last good answer outlives a failure of a later generation, for a fallback to serve.
    fail = true
    await expect(cache.get('/', 2, 'Mon')).rejects.toThrow('database down')
    expect(cache.last('/')).toBe('page at 1')
  })

  it('keeps at most maxEntries keys and maxBytes of answers, dropping the least recently used first', async () => {
    const cache = new RevisionCache({ maxEntries: 3, maxBytes: 10, sizeOf: (value: string) => value.length }, async (key) => key)
    for (const key of ['a', 'b', 'c']) await cache.get(key, 1, 'Mon')
    await cache.get('a', 1, 'Mon') // used again: now the most recent
    await cache.get('d', 1, 'Mon')
    expect([cache.size, cache.last('b'), cache.last('a')]).toEqual([3, undefined, 'a'])
    await cache.get('0123456789', 1, 'Mon') // 10 bytes: the others go
    expect([cache.size, cache.byteSize]).toEqual([1, 10])
    await cache.get('too many bytes', 1, 'Mon') // more than the bound on its own: not kept
    expect([cache.size, cache.byteSize]).toEqual([0, 0])
    for (let i = 100; i < 1000; i++) await cache.get(String(i), 1, 'Mon') // 3 bytes each
    expect(cache.size).toBe(3)
  })

  it('drops an answer it may not keep', async () => {
    let made = 0
    const cache = new RevisionCache({ ...UNBOUNDED, keep: (value: number) => value > 0 }, async () => made++)
    expect([await cache.get('/x', 1, 'Mon'), await cache.get('/x', 1, 'Mon'), cache.size]).toEqual([0, 1, 1])
  })
})

describe('the content revision, as instances on one Postgres read it (server/render/content-revision.ts)', () => {
  it('a write acknowledged before a read was asked for is always seen, however many reads run at once', async () => {
    const { db } = await sharedTestBackend()
    const revision = contentRevision(db, { shared: true })
    const before = await revision()
    const during = revision()
    await bumpContentRevision(db)
    const after = await Promise.all([revision(), revision(), revision()])
    expect(await during).toBeGreaterThanOrEqual(before)
    expect(after).toEqual([before + 1, before + 1, before + 1])
  })
})
