import type { Hono } from 'hono'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/connect'
import { bumpContentRevision } from '../../server/render/content-revision'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import * as ssr from '../../src/entry-server'
import { makeLiveBuild } from './live-build'

/** The public pages rendered from the database (server/render/live-pages.ts), read as a crawler reads them: no script. */
const build = makeLiveBuild()
let db: Db
let app: Hono
let admin: Record<string, string>

beforeAll(async () => {
  db = (await sharedTestBackend()).db
  app = await createApp({ db, allowDemoReset: false, dist: build.dist, ssr })
})
beforeEach(async () => {
  // The setup puts the seed back behind the API's back: as a restore from a backup would, it must say so.
  await bumpContentRevision(db)
  const body = JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password })
  const session = await app.request('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
  const { token } = (await session.json()) as { token: string }
  admin = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
})
afterAll(build.remove)

async function page(path: string, through = app) {
  const response = await through.request(path)
  return { status: response.status, html: await response.text() }
}

/** A write as the admin makes it; it must succeed. */
async function write<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await app.request(`/api${path}`, { method, headers: admin, body: body === undefined ? undefined : JSON.stringify(body) })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return (response.status === 204 ? null : await response.json()) as T
}

const CAREERS = {
  title: 'Careers at SunHarvest',
  slug: 'careers',
  description: 'Work with our installers and engineers.',
  content: 'We are hiring certified installers in Asaba and Lagos.',
  featuredImage: '',
  metaTitle: 'Careers',
  metaDescription: 'Open positions.',
  type: 'page',
}

type Service = { id: string; link: string; title: string }
const service = async (link: string) =>
  ((await (await app.request('/api/services?pageSize=100')).json()) as { items: Service[] }).items.find((each) => each.link === link)!

/** The page's embedded data (what the browser hydrates with). */
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/s.exec(html)![1]!) as { path: string; live?: boolean }

describe('public pages rendered from the database, fresh after every write', () => {
  it('renders a page with its data, marked live, with the critical CSS and its modules for /boot.js', async () => {
    const { status, html } = await page('/services/solar-installation')
    expect(status).toBe(200)
    expect(html).toContain('<div id="root" data-prerendered>')
    expect(html).toMatch(/<meta name="app-modules" content="[^"]*\/assets\/route-\d+\.js/)
    expect(html).toContain('<style data-inlined>body{margin:0}')
    expect(html).not.toContain('unused-rule')
    expect(dataOf(html)).toMatchObject({ path: '/services/solar-installation', live: true })
  })

  it('a service title', async () => {
    const { id, title, ...rest } = await service('/services/solar-installation')
    expect((await page('/services/solar-installation')).html).toContain(title)
    await write('PUT', `/services/${id}`, { ...rest, title: 'Rooftop Solar, Installed in a Day' })
    const { html } = await page('/services/solar-installation')
    expect(html).toContain('Rooftop Solar, Installed in a Day')
    expect(html).not.toContain(`>${title}<`)
  })

  it('the site tagline', async () => {
    expect((await page('/')).html).not.toContain('Power for every home in Delta')
    await write('PATCH', '/settings/site', { tagline: 'Power for every home in Delta' })
    expect((await page('/')).html).toContain('Power for every home in Delta')
  })

  it('a main-menu item', async () => {
    expect((await page('/contact')).html).not.toContain('>News<')
    const menu = await write<{ items: { id: string; title: string }[] }>('GET', '/menus/main-menu')
    const items = menu.items.map((item) => (item.id === 'main-blog' ? { ...item, title: 'News' } : item))
    await write('PUT', '/menus/main-menu', { items })
    expect((await page('/contact')).html).toContain('>News<')
  })

  it('a page heading', async () => {
    expect((await page('/about')).html).not.toContain('Who We Are at SunHarvest')
    await write('PATCH', '/pages/about', { title: 'Who We Are at SunHarvest' })
    expect((await page('/about')).html).toMatch(/<h1[^>]*>Who We Are at SunHarvest<\/h1>/)
  })

  it('a new blog post, on the first page of the blog', async () => {
    expect((await page('/blog')).html).not.toContain('Harmattan Dust and Your Panels')
    const image = { src: '/images/photos/grid-power-lines.webp', alt: 'Power lines', width: 1600, height: 1067 }
    const post = { image, title: 'Harmattan Dust and Your Panels', excerpt: 'Clean them more often.', author: 'Ada Obi', category: 'Maintenance' }
    await write('POST', '/blog-posts', { ...post, date: '2030-01-15' })
    expect((await page('/blog')).html).toContain('Harmattan Dust and Your Panels')
  })

  it('a new custom page has its HTML at once', async () => {
    expect((await page('/pages/careers')).status).toBe(404)
    await write('POST', '/pages', CAREERS)
    const { status, html } = await page('/pages/careers')
    expect(status).toBe(200)
    expect(html).toContain('We are hiring certified installers in Asaba and Lagos.')
  })

  // The sitemap renders every page it lists (30-odd): seconds on a busy machine.
  it('the sitemap lists a new page at once; robots.txt names the sitemap', { timeout: 60_000 }, async () => {
    expect(await (await app.request('/sitemap.xml')).text()).not.toContain('/pages/careers</loc>')
    await write('POST', '/pages', CAREERS)
    const sitemap = await app.request('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain('/pages/careers</loc>')
    expect(await (await app.request('/robots.txt')).text()).toContain('Sitemap: https://www.sunharvest.ng/sitemap.xml')
  })

  it('deleted content answers 404 with the Not Found page', async () => {
    const { id } = await service('/services/energy-audit')
    expect((await page('/services/energy-audit')).status).toBe(200)
    await write('DELETE', `/services/${id}`)
    const { status, html } = await page('/services/energy-audit')
    expect(status).toBe(404)
    expect(html).toContain('Page Not Found')
  })

  it('an unknown path answers 404 with the Not Found page; the admin gets the app shell; redirects are permanent', async () => {
    const unknown = await page('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.html).toContain('Page Not Found')
    expect(unknown.html).toContain('<meta name="robots" content="noindex"')
    const pastTheLast = await page('/blog/page/99')
    expect([pastTheLast.status, pastTheLast.html]).toEqual([404, unknown.html])
    const shell = await page('/dashboard/settings')
    expect(shell.status).toBe(200)
    expect(shell.html).toContain('<div id="root"></div>')
    const moved = await app.request('/services/training')
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/training'])
    expect((await app.request('/.vite/manifest.json')).status).toBe(404)
  })

  it('an unchanged page is a 304 with no body; a write gives it a new ETag', async () => {
    const first = await app.request('/training', { headers: { 'Accept-Encoding': 'br' } })
    const tag = first.headers.get('etag')!
    expect([first.status, first.headers.get('cache-control'), first.headers.get('content-encoding')]).toEqual([200, 'no-cache', 'br'])
    expect(tag).toMatch(/^"[\w-]+"$/)
    const again = await app.request('/training', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag } })
    expect([again.status, await again.text(), again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([304, '', tag, 'no-cache'])
    await write('PATCH', '/settings/site', { tagline: 'Sun for all' })
    const after = await app.request('/training', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(tag)
  })

  it('two instances on one database: a write through one is on the next page the other serves', async () => {
    // As on a Postgres server: the other instance knows of the write only through the database.
    const other = await createApp({ db, allowDemoReset: false, dist: build.dist, ssr, sharedDatabase: true })
    expect((await page('/', other)).html).not.toContain('Solar for every rooftop in Asaba')
    await write('PATCH', '/settings/site', { tagline: 'Solar for every rooftop in Asaba' })
    expect((await page('/', other)).html).toContain('Solar for every rooftop in Asaba')
  })

  it('a page that fails to render: the last good one, marked stale, or the app shell with 503 and Retry-After; logged', async () => {
    let failing = false
    const logged: unknown[] = []
    const renderRoute: typeof ssr.renderRoute = (...args) => (failing ? Promise.reject(new Error('database down')) : ssr.renderRoute(...args))
    const flaky = await createApp({ db, allowDemoReset: false, dist: build.dist, ssr: { ...ssr, renderRoute }, onError: (error) => logged.push(error) })
    const good = await page('/training', flaky)
    failing = true
    await bumpContentRevision(db)
    const stale = await flaky.request('/training')
    expect([stale.status, stale.headers.get('x-stale'), stale.headers.get('cache-control'), await stale.text()]).toEqual([200, 'render-failed', 'no-store', good.html])
    const never = await flaky.request('/faq')
    expect([never.status, never.headers.get('retry-after'), never.headers.get('cache-control')]).toEqual([503, '5', 'no-store'])
    expect(await never.text()).toContain('<div id="root"></div>')
    expect(logged).toHaveLength(2)
    failing = false
    expect((await page('/faq', flaky)).status).toBe(200)
  })

  it('content that cannot be read: the last good page or the 503 shell at once, not after the render retried its reads', async () => {
    const fresh = await createApp({ db, allowDemoReset: false, dist: build.dist, ssr })
    const good = await page('/about', fresh)
    await sql`alter table records rename to records_away`.execute(db)
    try {
      await bumpContentRevision(db)
      for (const [path, status] of [['/about', 200], ['/privacy-policy', 503]] as const) {
        const started = performance.now()
        const answer = await page(path, fresh)
        expect([path, answer.status, performance.now() - started < 500]).toEqual([path, status, true])
        if (status === 200) expect(answer.html).toBe(good.html)
      }
    } finally {
      await sql`alter table records_away rename to records`.execute(db)
    }
    expect((await page('/privacy-policy', fresh)).status).toBe(200)
  })
})
