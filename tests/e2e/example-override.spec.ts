// The Playwright example in docs/testing.md ("Testing with the mock"): one endpoint answers differently, an admin signed in.
import { expect, test } from '@playwright/test'
import { mockResponse, signInAsAdmin } from 'solar-site/testing/playwright'

test('the blog shows its empty state when the API has no posts', async ({ page }) => {
  await mockResponse(page, 'GET /api/blog-posts', { body: { items: [], total: 0, page: 1, pageSize: 100 } })
  await page.goto('/blog')
  await expect(page.getByText('There are no blog posts to show yet.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an admin opens a dashboard screen directly; the rest of the mock answers as usual', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/dashboard/content/blog-posts')
  await expect(page.getByRole('table', { name: 'Blog posts' }).locator('tbody tr')).not.toHaveCount(0)
})
