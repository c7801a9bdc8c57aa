import { EXPECTED_404, expect, test } from './fixtures'

test('content arrives from the mock API through the service worker once the prerendered page is interactive', async ({
  page,
}) => {
  await page.goto('/')
  // The home page came with its data; the blog page asks the API for its own (the mock starts as the pointer moves).
  const postsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/blog-posts')
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
  const response = await postsResponse
  expect(response.status()).toBe(200)
  expect(response.fromServiceWorker()).toBe(true)
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  const { items: posts } = (await response.json()) as { items: Array<{ title: string }> }
  expect(posts.length).toBeGreaterThan(0)
  for (const post of posts) await expect(page.getByRole('heading', { name: post.title })).toBeVisible()
})

test.describe('errors', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('the mock API answers unknown ids with a JSON 404', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Sustainable Energy Solutions', { exact: true })).toBeVisible()
    const result = await page.evaluate(async () => {
      const response = await fetch('/api/services/does-not-exist')
      return { status: response.status, body: (await response.json()) as { message: string } }
    })
    expect(result.status).toBe(404)
    expect(result.body.message).toMatch(/not found/i)
  })
})

test('a write survives a reload (the database is stored in the browser)', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Sustainable Energy Solutions', { exact: true })).toBeVisible()
  const sent = await page.evaluate(async () => {
    const response = await fetch('/api/contact-messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ada Obi',
        email: 'ada@example.com',
        service: 'residential',
        message: 'Quote for a 5 kW system',
      }),
    })
    return response.status
  })
  expect(sent).toBe(201)

  await page.reload()
  await expect(page.getByText('Sustainable Energy Solutions', { exact: true })).toBeVisible()
  const messages = await page.evaluate(async () => {
    const session = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo', remember: false }),
    }).then((r) => r.json() as Promise<{ token: string }>)
    const response = await fetch('/api/contact-messages', { headers: { Authorization: `Bearer ${session.token}` } })
    return ((await response.json()) as { items: Array<{ message: string }> }).items
  })
  expect(messages.map((m) => m.message)).toContain('Quote for a 5 kW system')
})

test('a corrupt stored database still boots the site, sets it aside and tells the visitor', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem('sunharvest-demo-db', '{"version": 1, "data": {"services": [{"id": 42')
      sessionStorage.setItem('corrupted', 'yes')
    }
  })
  await page.goto('/services')
  const toast = page.getByRole('alert').filter({ hasText: 'Saved data repaired' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('could not be read')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('sunharvest-demo-db'))).toBeNull()
  // Kept, not lost: the copy of what was found.
  const kept = await page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('sunharvest-db/set-aside') ?? '{}')))
  expect(kept).toContain('{"version": 1, "data": {"services": [{"id": 42')
})

test.describe('unknown paths', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404], waitForAppAfterNavigation: false })

  test('a raw fetch of the API sent before the mock has started waits for it; an unknown API path is a JSON 404', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      addEventListener('sunharvest:mock-ready', () => document.documentElement.setAttribute('data-test-mock-ready', '')),
    )
    // DOMContentLoaded: /boot.js has run; a prerendered page starts its app, and then the mock, after first paint.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const { sentBeforeMock, answers } = await page.evaluate(async () => {
      const sentBeforeMock = !document.documentElement.hasAttribute('data-test-mock-ready')
      const answers = await Promise.all(
        ['/api/services', '/api/no-such-endpoint'].map((path) =>
          fetch(path).then(async (response) => ({
            status: response.status,
            type: response.headers.get('content-type'),
            body: await response.json(),
          })),
        ),
      )
      return { sentBeforeMock, answers }
    })
    expect(sentBeforeMock).toBe(true)
    const [services, unknown] = [answers[0]!, answers[1]!]
    expect(services.status).toBe(200)
    expect(services.body.total).toBeGreaterThan(0)
    expect(unknown.status).toBe(404)
    expect(unknown.type).toContain('application/json')
    expect(unknown.body.message).toMatch(/no API endpoint/)
  })
})
