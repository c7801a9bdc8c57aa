import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test } from './fixtures'

/** A browser without service workers still gets msw's fallback mode, which patches `fetch` in the page. */

/** The admin is not prerendered: the dashboard is drawn in the browser from the mock API's answers (the seed's counts). */
async function openDashboard(page: Page): Promise<void> {
  await signInAsAdmin(page)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Total Pages' }).getByTestId('stat-value')).toHaveText('9')
  await expect(page.getByRole('group', { name: 'Media Items' }).getByTestId('stat-value')).toHaveText('8')
}

test('without a service worker the mock answers in the page, through its fetch interceptor', async ({ page }) => {
  // msw's supportsServiceWorker() asks `"serviceWorker" in navigator`.
  await page.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker)
  const apiRequestsOnTheNetwork: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequestsOnTheNetwork.push(request.url())
  })
  await openDashboard(page)

  const seen = await page.evaluate(async () => ({
    serviceWorker: 'serviceWorker' in navigator,
    services: await fetch('/api/services').then(async (r) => ({ status: r.status, type: r.headers.get('content-type') })),
  }))
  expect(seen).toEqual({ serviceWorker: false, services: { status: 200, type: expect.stringContaining('application/json') } })
  // Answered in the page: nothing reached the static host, which has no API.
  expect(apiRequestsOnTheNetwork).toEqual([])
})
