import { expect, test, type APIRequestContext } from '@playwright/test'
import { LIVE_ADMIN } from '../../playwright.server.config'

/** The admin's writes, through the API as the dashboard sends them. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const session = await request.post('/api/session', { data: { email: LIVE_ADMIN.email, password: LIVE_ADMIN.password, remember: false } })
  expect(session.status()).toBe(201)
  return ((await session.json()) as { token: string }).token
}

test("a signed-out visitor's first paint shows the admin's edit, and the page asks the API for nothing it already carries", async ({
  browser,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const { items } = (await (await request.get('/api/services?pageSize=100')).json()) as { items: { id: string; link: string }[] }
  const { id, ...service } = items.find((each) => each.link === '/services/solar-installation')!
  const title = `Rooftop Solar ${Date.now()}`
  const tagline = `Power for every home, ${Date.now()}`
  expect((await request.put(`/api/services/${id}`, { headers, data: { ...service, title } })).status()).toBe(200)
  expect((await request.patch('/api/settings/site', { headers, data: { tagline } })).status()).toBe(200)

  const visitor = await browser.newContext()
  const page = await visitor.newPage()
  const apiRequests: string[] = []
  page.on('request', (sent) => {
    const { pathname, search } = new URL(sent.url())
    if (pathname.startsWith('/api/')) apiRequests.push(pathname + search)
  })
  const response = await page.goto('/services/solar-installation', { waitUntil: 'commit' })
  // The HTML itself, before any script runs: what the first paint shows, and what a crawler reads.
  const html = (await response?.text()) ?? ''
  expect(html).toContain(title)
  expect(html).toContain(tagline)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('contentinfo').getByText(tagline)).toBeVisible()
  expect(apiRequests).toEqual([])
  await visitor.close()
})

test('a page created in the admin has its HTML at once; an unknown path answers 404 with the Not Found page', async ({ request }) => {
  const token = await adminToken(request)
  const slug = `open-day-${Date.now()}`
  const page = {
    title: 'Open Day at the Academy',
    slug,
    description: 'Visit the training centre.',
    content: 'Come and see the training rigs on the first Saturday of the month.',
    featuredImage: '',
    metaTitle: 'Open Day',
    metaDescription: 'Visit the training centre.',
    type: 'page',
  }
  expect((await request.post('/api/pages', { headers: { Authorization: `Bearer ${token}` }, data: page })).status()).toBe(201)
  const created = await request.get(`/pages/${slug}`)
  expect(created.status()).toBe(200)
  expect(await created.text()).toContain('Come and see the training rigs')
  const unknown = await request.get('/no-such-page')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('Page Not Found')
})
