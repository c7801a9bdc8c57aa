import type { Page } from '@playwright/test'
import { mockResponse, signInAsAdmin } from 'solar-site/testing/playwright'
import { expect, test } from './fixtures'

/** The testing kit's Playwright side (mocks/testing-playwright.ts) beyond the example in docs/testing.md. */
test.use({ allowedConsoleErrors: [/the server responded with a status of (401|503)/] })

const statusOf = (page: Page, path: string) => page.evaluate((url) => fetch(url).then((response) => response.status), path)

test('a times rule answers that many requests, and a reload does not bring it back', async ({ page }) => {
  await mockResponse(page, 'GET /api/contact-messages', { body: { items: [], total: 0, page: 1, pageSize: 20 }, times: 1 })
  await page.goto('/contact')
  expect(await statusOf(page, '/api/contact-messages')).toBe(200)
  expect(await statusOf(page, '/api/contact-messages')).toBe(401)
  await page.reload()
  expect(await statusOf(page, '/api/contact-messages')).toBe(401)
})

test("set on a loaded page it answers the next request; an error status alone carries the API's error body", async ({ page }) => {
  await page.goto('/contact')
  await mockResponse(page, 'GET /api/services', { status: 503 })
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/services')
    return { status: response.status, body: (await response.json()) as unknown }
  })
  expect(answer).toEqual({ status: 503, body: { message: 'Something went wrong on our side. Please try again.', issues: [] } })
})

test('a success status needs a body', async ({ page }) => {
  await expect(mockResponse(page, 'GET /api/services', { status: 200 })).rejects.toThrow(/needs a body/)
})

test.describe('signInAsAdmin', () => {
  test('opens the dashboard with no sign-in page, on a session the mock knows; a new tab is signed out', async ({ page }) => {
    const session = await signInAsAdmin(page, { email: 'tester@example.ng' })
    await page.goto('/dashboard/settings?tab=user')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const known = await page.evaluate(
      (token) => fetch('/api/session', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json()),
      session.token,
    )
    expect(known).toMatchObject({ email: 'tester@example.ng', remember: false })
    const tab = await page.context().newPage()
    await tab.goto('/dashboard')
    await expect(tab).toHaveURL(/\/admin\?redirectTo=%2Fdashboard$/)
  })

  test('remember: every tab is signed in; on a page already open it counts from the next load', async ({ page }) => {
    await page.goto('/contact')
    await signInAsAdmin(page, { remember: true })
    const tab = await page.context().newPage()
    await tab.goto('/dashboard')
    await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await page.goto('/dashboard/media')
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
  })
})
