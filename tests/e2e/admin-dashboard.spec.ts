import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page)
})

test('the four stat cards show the lengths of the API lists', async ({ page }) => {
  await page.goto('/dashboard')
  // Once the screen shows, the mock API answers this page's requests.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const counts = await page.evaluate(async () => {
    const length = (path: string) =>
      fetch(path)
        .then((r) => r.json() as Promise<unknown[] | { total: number }>)
        .then((list) => (Array.isArray(list) ? list.length : list.total))
    return {
      'Total Pages': await length('/api/pages'),
      'Media Items': await length('/api/media'),
      'Blog Posts': await length('/api/blog-posts'),
      Projects: await length('/api/projects'),
    }
  })
  // The seed has the spec's admin counts: 9 pages and 8 media items.
  expect(counts['Total Pages']).toBe(9)
  expect(counts['Media Items']).toBe(8)
  for (const [label, count] of Object.entries(counts)) {
    await expect(page.getByRole('group', { name: label }).getByTestId('stat-value')).toHaveText(String(count))
  }
  await expect(page.getByRole('group', { name: 'Total Pages' })).toContainText('3 service pages')
})

const QUICK_ACTIONS: Array<[name: string, path: string]> = [
  ['New Page', '/dashboard/pages/new'],
  ['Upload Media', '/dashboard/media/upload'],
  ['Edit Blog Page', '/dashboard/pages/edit/blog'],
  ['Edit Projects Page', '/dashboard/pages/edit/projects'],
]

for (const [name, path] of QUICK_ACTIONS) {
  test(`the quick action '${name}' opens ${path}`, async ({ page }) => {
    await page.goto('/dashboard')
    await page.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  })
}

test("'Recently Edited' lists an edit just saved, linked to where it was made", async ({ page }) => {
  await page.goto('/dashboard')
  const recent = page.getByRole('list', { name: 'Recent edits' })
  await expect(recent.getByRole('listitem').first()).toBeVisible()
  await expect(recent.getByRole('link', { name: 'User settings' })).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('tab', { name: 'User' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Obi')
  await page.getByRole('button', { name: 'Save User Settings' }).click()
  await expect(page.getByText('User settings saved')).toBeVisible()

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click()
  const first = recent.getByRole('listitem').first()
  await expect(first.getByRole('link', { name: 'User settings' })).toHaveAttribute('href', '/dashboard/settings?tab=user')
  await expect(first).toContainText('updated')
  await expect(first.locator('time')).toHaveText('just now')
})

test('the sidebar marks the current section and follows the route', async ({ page }) => {
  await page.goto('/dashboard')
  const nav = page.getByRole('navigation', { name: 'Admin sections' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Settings' }).click()
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/')
  await expect(page.getByTestId('admin-user-name')).toHaveText('Admin User')
})

test('on a phone the sidebar opens from the menu toggle and closes after a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/dashboard')
  const settings = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' })
  await expect(settings).not.toBeInViewport()
  const toggle = page.getByRole('button', { name: 'Open navigation' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true')
  await expect(settings).toBeInViewport()
  await settings.click()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
  await expect(settings).not.toBeInViewport()
})

test('has no WCAG 2.2 AA violation (axe)', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('stat-value')).toHaveCount(4)
  await expect(page.getByRole('list', { name: 'Recent edits' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
  await expectNoAxeViolations(page)
})
