import { EXPECTED_404, expect, test } from './fixtures'

test('home page content arrives from the mock API through the service worker', async ({ page }) => {
  const slidesResponse = page.waitForResponse((response) => response.url().endsWith('/api/hero-slides'))
  await page.goto('/')
  const response = await slidesResponse
  expect(response.status()).toBe(200)
  expect(response.fromServiceWorker()).toBe(true)

  const slides = (await response.json()) as Array<{ title: string }>
  expect(slides).toHaveLength(4)
  for (const slide of slides) await expect(page.getByText(slide.title, { exact: true })).toBeVisible()

  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller))
  expect(controlled).toBe(true)
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
    return (await response.json()) as Array<{ message: string }>
  })
  expect(messages.map((m) => m.message)).toContain('Quote for a 5 kW system')
})
