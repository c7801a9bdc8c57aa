import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/connect'
import { canonicalPath } from '../../server/http/canonical-path'
import { networkOf } from '../../server/client-address'
import { MissLimit } from '../../server/http/miss-limit'
import { publicReadCache } from '../../server/http/public-read-cache'
import { publicReads } from '../../server/http/public-reads'
import { bumpContentRevision } from '../../server/render/content-revision'
import { sharedTestBackend } from '../../server/testing'
import * as ssr from '../../src/entry-server'
import { makeLiveBuild } from './live-build'

/** Cache keys a visitor cannot mint (decision 027): one address per page, searches kept nowhere, misses limited. */
const build = makeLiveBuild()
let db: Db
beforeAll(async () => {
  db = (await sharedTestBackend()).db
})
afterAll(build.remove)

/** The app as the Node adapter runs it, for a request from `address` (the bindings getConnInfo reads). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

/** The live site with a render counter, and a miss limit of `burst` misses then (practically) none. */
async function liveSite(burst = 1000) {
  let renders = 0
  const renderRoute: typeof ssr.renderRoute = (...args) => {
    renders++
    return ssr.renderRoute(...args)
  }
  const app = await createApp({
    db,
    allowDemoReset: false,
    dist: build.dist,
    ssr: { ...ssr, renderRoute },
    cacheMisses: { burst, perSecond: 0.001, clients: 100, holdMs: 0, holdsAtOnce: 0 },
  })
  return { app, renders: () => renders }
}

describe('one address per page (server/http/canonical-path.ts)', () => {
  it('lowers the case, collapses doubled slashes and drops a trailing one; files, the API and app-only names keep theirs', () => {
    expect(canonicalPath('/SERVICES')).toBe('/services')
    expect(canonicalPath('/Services/Solar-Installation/')).toBe('/services/solar-installation')
    expect(canonicalPath('//training//')).toBe('/training')
    expect(canonicalPath('/%53ervices')).toBe('/services')
    expect(canonicalPath('/PAYMENT/pay-AbC')).toBe('/payment/pay-AbC')
    expect(canonicalPath('/Dashboard/content/blogPosts')).toBe('/dashboard/content/blogPosts')
    for (const already of [
      '/',
      '/services',
      '/servic%65s',
      '/payment/pay-AbC',
      '/assets/index-AbC.js',
      '/api/Services',
      '/API/x/',
      '/%E0%A4%A',
    ])
      expect([already, canonicalPath(already)]).toEqual([already, null])
  })

  it('answers another spelling with 301 to the page, query kept, before any cache or render', async () => {
    const { app, renders } = await liveSite()
    expect((await app.request('/services')).status).toBe(200)
    const rendered = renders()
    for (const [path, location] of [
      ['/SERVICES', '/services'],
      ['/Services/?page=2', '/services?page=2'],
      ['//services', '/services'],
      ['/TRAINING/', '/training'],
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await app.request(path!, { method })
        expect([path, method, answer.status, answer.headers.get('location')]).toEqual([path, method, 301, location])
      }
    }
    expect(renders()).toBe(rendered)
  })

  it('a path no route matches shares the Not Found page: no render, no cache entry, no miss', async () => {
    const { app, renders } = await liveSite(2)
    await bumpContentRevision(db)
    expect((await app.request('/no-such-page', {}, from('10.0.0.1'))).status).toBe(404)
    const rendered = renders()
    for (let i = 0; i < 20; i++) expect((await app.request(`/no-such-page-${i}`, {}, from('10.0.0.1'))).status).toBe(404)
    expect(renders()).toBe(rendered)
  })

  it('a page of a route with no content behind it keeps no entry of its own: made-up slugs cannot push real pages out', async () => {
    const { app, renders } = await liveSite()
    await app.request('/no-such-page')
    const rendered = renders()
    for (let i = 0; i < 2; i++) expect((await app.request('/services/made-up')).status).toBe(404)
    expect(renders() - rendered).toBe(2)
  })
})

describe('searches are kept nowhere and compressed cheaply (server/http/public-read-cache.ts)', () => {
  const rig = () => {
    let runs = 0
    const cache = publicReadCache(async () => 1)
    const app = new Hono()
    app.on(['GET', 'HEAD'], '*', publicReads, cache)
    app.get('/api/things', (c) => c.json({ runs: ++runs, q: c.req.query('q') ?? null, padding: 'solar '.repeat(200) }))
    return { app, cache: cache.cache, runs: () => runs }
  }

  it('each search runs its route and takes no cache entry; a read without a search text is kept', async () => {
    const { app, cache, runs } = rig()
    for (let i = 0; i < 3; i++) expect((await app.request('/api/things?q=harmattan')).status).toBe(200)
    expect([runs(), cache.size]).toEqual([3, 0])
    await app.request('/api/things?q=%20&page=1')
    await app.request('/api/things?q=%20&page=1')
    expect([runs(), cache.size]).toEqual([4, 1])
  })

  it('a search goes out compressed in the encoding asked for, with its length, Vary and a validator', async () => {
    const { app } = rig()
    const answer = await app.request('/api/things?q=dust', { headers: { 'Accept-Encoding': 'br, gzip' } })
    const body = Buffer.from(await answer.arrayBuffer())
    expect([answer.headers.get('content-encoding'), answer.headers.get('vary'), answer.headers.get('content-length')]).toEqual([
      'br',
      'Accept-Encoding',
      String(body.length),
    ])
    expect(JSON.parse(brotliDecompressSync(body).toString())).toMatchObject({ q: 'dust' })
    expect(answer.headers.get('etag')).toBeTruthy()
    const plain = await app.request('/api/things?q=dust')
    expect([plain.headers.get('content-encoding'), ((await plain.json()) as { q: string }).q]).toEqual([null, 'dust'])
  })
})

describe('cache misses are limited per client (server/http/miss-limit.ts)', () => {
  it('a client that has used its misses gets 429 with Retry-After for searches and new reads; hits, other clients and in-process reads go on', async () => {
    const { app } = await liveSite(5)
    await app.request('/api/services', {}, from('10.0.1.1'))
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await app.request(`/api/blog-posts?q=flood-${i}`, {}, from('10.0.1.1'))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    const refused = await app.request('/api/blog-posts?pageSize=3', {}, from('10.0.1.1'))
    expect([refused.status, Number(refused.headers.get('retry-after')) > 0, await refused.json()]).toEqual([
      429,
      true,
      { message: 'Too many requests. Please try again in a moment.', issues: [] },
    ])
    expect((await app.request('/api/services', {}, from('10.0.1.1'))).status).toBe(200)
    expect((await app.request('/api/blog-posts?q=flood-0', {}, from('10.0.1.2'))).status).toBe(200)
    expect((await app.request('/api/blog-posts?q=flood-9')).status).toBe(200)
  })

  it('pages: a client over its limit gets the last page for that path, marked stale, or the app shell with 429', async () => {
    const { app } = await liveSite(2)
    const good = await app.request('/', {}, from('10.0.2.1'))
    expect(good.status).toBe(200)
    const html = await good.text()
    await bumpContentRevision(db)
    expect((await app.request('/faq', {}, from('10.0.2.1'))).status).toBe(200)
    const stale = await app.request('/', {}, from('10.0.2.1'))
    expect([stale.status, stale.headers.get('x-stale'), await stale.text()]).toEqual([200, 'busy', html])
    const none = await app.request('/about', {}, from('10.0.2.1'))
    expect([
      none.status,
      Number(none.headers.get('retry-after')) > 0,
      (await none.text()).includes('<div id="root"></div>'),
    ]).toEqual([429, true, true])
    expect((await app.request('/about', {}, from('10.0.2.2'))).status).toBe(200)
  })

  it('refills at its rate, groups an IPv6 /64 as one client, and forgets the least recently seen past its bound', () => {
    let now = 0
    const limit = new MissLimit({ burst: 2, perSecond: 1, clients: 2, holdMs: 0, holdsAtOnce: 0 }, () => now)
    expect([limit.take('10.0.0.1'), limit.take('10.0.0.1'), limit.take('10.0.0.1')]).toEqual([0, 0, 1])
    now = 1000
    expect([limit.take('10.0.0.1'), limit.take('10.0.0.1')]).toEqual([0, 1])
    expect(limit.take(undefined)).toBe(0)
    expect(networkOf('2001:db8:1:2::1')).toBe(networkOf('2001:0db8:0001:0002:ffff:1:2:3'))
    expect(networkOf('2001:db8:1:2::1')).not.toBe(networkOf('2001:db8:1:3::1'))
    expect(networkOf('::ffff:10.0.0.1')).toBe('10.0.0.1')
    expect([limit.take('2001:db8:1:2::1'), limit.take('2001:db8:1:2::2'), limit.take('2001:db8:1:2:3::')]).toEqual([0, 0, 1])
    // Two clients kept: a third one makes the least recently seen (10.0.0.1) forgotten; it starts over.
    expect(limit.take('10.0.0.3')).toBe(0)
    expect(limit.take('10.0.0.1')).toBe(0)
  })

  it('holds a refusal before it is sent, while few are held; an admitted miss goes at once', async () => {
    const limit = new MissLimit({ burst: 1, perSecond: 0.001, clients: 10, holdMs: 200, holdsAtOnce: 1 })
    const timed = async (address: string) => {
      const started = performance.now()
      const retryAfter = await limit.admit(address)
      return [retryAfter > 0, performance.now() - started >= 190]
    }
    expect(await timed('10.0.3.1')).toEqual([false, false])
    // Two refusals at once: the first is held, the second (past holdsAtOnce) goes at once.
    expect(await Promise.all([timed('10.0.3.1'), timed('10.0.3.1')])).toEqual([
      [true, true],
      [true, false],
    ])
  })
})
