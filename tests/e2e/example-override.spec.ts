// The README's Playwright example ("Testing with the mock"): one endpoint answers differently for this test only.
import { expect, test } from '@playwright/test'
import { mockResponse } from 'solar-site/testing/playwright'

test('the blog shows its empty state when the API has no posts', async ({ page }) => {
  await mockResponse(page, 'GET /api/blog-posts', { body: { items: [], total: 0, page: 1, pageSize: 100 } })
  await page.goto('/blog')
  await expect(page.getByText('There are no blog posts to show yet.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the rest of the mock answers as usual', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('article').first()).toBeVisible()
})
