import { signInAsAdmin } from '../../mocks/testing-playwright'
import { adminCalls } from './admin-session'
import { EXPECTED_404, expect, test } from './fixtures'

test.describe('an unknown path on the static host', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  for (const path of ['/no/such/page', '/services/no-such-service']) {
    test(`${path} answers 404 with the Not Found page, rendered for its own URL`, async ({ page }) => {
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
      await expect(page).toHaveTitle(/^Page Not Found/)
      // The prerendered 404.html was rendered anew for this URL (no hydration of another path's HTML).
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
      expect(warnings.filter((warning) => /hydrat/i.test(warning))).toEqual([])
      expect(warnings.some((warning) => warning.includes(`404: no page at ${path}`))).toBe(true)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)

      await page.getByRole('link', { name: 'Back to Home' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { level: 1, name: /SunHarvest Energy/ })).toBeVisible()
    })
  }

  test('a page an admin created in this browser shows there instead, not marked noindex', async ({ page }) => {
    const body = { type: 'page', title: 'Solar Loans', slug: 'solar-loans', description: 'Pay monthly.', content: 'Terms.' }
    const [status] = await adminCalls(page, [
      { method: 'POST', path: '/pages', body: { ...body, featuredImage: '', metaTitle: '', metaDescription: '' } },
    ])
    expect(status).toBe(201)
    const response = await page.goto('/pages/solar-loans')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Solar Loans' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page).toHaveTitle(/^Solar Loans/)
  })

  test('its HTML is the prerendered Not Found page, with header and footer, marked noindex', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('<div id="root" data-prerendered>')
    expect(html).toContain('Page Not Found')
    expect(html).toMatch(/<footer/)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('rel="canonical"')
  })
})

test('an unknown admin path keeps the app shell (200) and the admin’s own Not Found screen', async ({ page }) => {
  await signInAsAdmin(page)
  const response = await page.goto('/dashboard/unknown')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
})

test('a moved path answers 301 to where it went', async ({ request }) => {
  const response = await request.get('/services/training', { maxRedirects: 0 })
  expect([response.status(), response.headers()['location']]).toEqual([301, '/training'])
})
