import { describe, expect, it } from 'vitest'
import { bumpContentRevision, contentRevision } from '../../server/render/content-revision'
import { PageCache } from '../../server/render/page-cache'
import { sharedTestBackend } from '../../server/testing'

describe('the page cache (server/render/page-cache.ts)', () => {
  it('renders a path once for requests that come while it renders, and again only when the revision or the day moves', async () => {
    const renders: string[] = []
    const cache = new PageCache(async (path, day, revision) => {
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
    const cache = new PageCache(async () => {
      if (fail) throw new Error('database down')
      return 'page'
    })
    await expect(cache.get('/', 1, 'Mon')).rejects.toThrow('database down')
    fail = false
    expect(await cache.get('/', 1, 'Mon')).toBe('page')
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
