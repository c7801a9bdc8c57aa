import { signInAsAdmin } from '../../mocks/testing-playwright'
import { EXPECTED_404, expect, test } from './fixtures'

/** Every route of the spec's table and the heading its own screen shows. */
const ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ['/', /SunHarvest Energy/],
  ['/about', 'About Us'],
  ['/services', 'Services'],
  ['/services/solar-installation', 'Solar Installation'],
  ['/services/energy-audit', 'Energy Audit'],
  ['/services/maintenance', 'Maintenance'],
  ['/services/battery-storage', /Battery Storage/],
  ['/services/residential', /Residential/],
  ['/services/commercial', /Commercial/],
  ['/services/monitoring', /Monitoring/],
  ['/projects', 'Projects'],
  ['/blog', 'Blog'],
  ['/gallery', 'Gallery'],
  ['/contact', 'Contact Us'],
  ['/training', 'Professional Solar Installation Training'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/faq', 'Frequently Asked Questions'],
  ['/admin', 'Admin Login'],
  ['/dashboard', 'Dashboard'],
  ['/dashboard/pages', 'Pages'],
  ['/dashboard/media', 'Media Library'],
  ['/dashboard/menu', 'Navigation Menus'],
  ['/dashboard/settings', 'Settings'],
]

for (const [path, heading] of ROUTES) {
  test(`${path} renders its own screen`, async ({ page }) => {
    if (path.startsWith('/dashboard')) await signInAsAdmin(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0)
  })
}

test('/services/training leads to the training page', async ({ page }) => {
  await page.goto('/services/training')
  await expect(page).toHaveURL(/\/training$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Solar Installation Training' })).toBeVisible()
})

// An unknown path: tests/e2e/not-found.spec.ts.

test.describe('an unknown service', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_404] })

  test('slug shows the not-found page', async ({ page }) => {
    await page.goto('/services/no-such-service')
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})

test('the admin area sends a signed-out visitor to the login', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fsettings$/)
})

test('an unknown admin path shows the not-found page inside the admin layout', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/dashboard/nowhere')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('Admin User')).toBeVisible()
})
