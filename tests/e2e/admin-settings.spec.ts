import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

const EXPECTED_507 = /Failed to load resource: the server responded with a status of 507/

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Reads a settings document from the API with the stored session, as the app would. */
const readSettings = (page: Page, which: 'site' | 'user') =>
  page.evaluate(async (path) => {
    const { token } = JSON.parse(sessionStorage.getItem('sunharvest-admin-session') ?? '{}') as { token: string }
    return fetch(path, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<Record<string, string>>)
  }, `/api/settings/${which}`)

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page)
})

test('the tab follows ?tab= and the URL follows the tab', async ({ page }) => {
  await page.goto('/dashboard/settings?tab=appearance')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('tab', { name: 'Security' }).click()
  await expect(page).toHaveURL(/\?tab=security$/)
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible()
  await page.goto('/dashboard/settings?tab=nonsense')
  await expect(page.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true')
})

test('Site: a saved contact phone survives a reload and shows in the public footer at once', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await expect(field(page, 'Contact Phone')).toHaveValue('+234 803 555 0142')
  await field(page, 'Contact Phone').fill('+234 809 000 1111')
  await field(page, 'Tagline').fill('Clean power for every Nigerian home')
  await page.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(page.getByText('Site settings saved')).toBeVisible()

  await page.getByRole('link', { name: 'View Site' }).click()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: '+234 809 000 1111' })).toBeVisible()
  await expect(footer).toContainText('Clean power for every Nigerian home')

  await page.goto('/dashboard/settings?tab=site')
  await expect(field(page, 'Contact Phone')).toHaveValue('+234 809 000 1111')
  await page.reload()
  await expect(field(page, 'Tagline')).toHaveValue('Clean power for every Nigerian home')
})

test('Site: an invalid address is refused under its field and the typed values stay', async ({ page }) => {
  await page.goto('/dashboard/settings')
  await field(page, 'Contact Phone').fill('+234 809 222 3333')
  await field(page, 'Facebook URL').fill('facebook.com/sunharvest')
  await page.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(field(page, 'Facebook URL')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Use an address starting with http:// or https://')).toBeVisible()
  await expect(field(page, 'Facebook URL')).toHaveValue('facebook.com/sunharvest')
  await expect(field(page, 'Contact Phone')).toHaveValue('+234 809 222 3333')
  expect((await readSettings(page, 'site')).facebookUrl).toBe('https://facebook.com/sunharvestenergy')
})

test.describe('a save the API refuses', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_507] })

  test('keeps the typed values, says why, and saves once the cause is gone', async ({ page }) => {
    test.slow()
    await page.goto('/dashboard/settings')
    await expect(field(page, 'Site Name')).toHaveValue('SunHarvest Energy')
    // Fill the browser storage the mock API saves into, so its next write fails (507).
    await page.evaluate(() => {
      let chunk = 'x'.repeat(1 << 20)
      for (let i = 0; chunk.length > 0;) {
        try {
          localStorage.setItem(`filler-${i}`, chunk)
          i += 1
        } catch {
          chunk = chunk.slice(0, Math.floor(chunk.length / 2))
        }
      }
    })
    await field(page, 'Contact Phone').fill('+234 805 444 5555')
    await field(page, 'Address').fill('1 Marina Road\nLagos Island, Lagos, Nigeria')
    await page.getByRole('button', { name: 'Save Site Settings' }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'Site settings were not saved' })
    await expect(alert).toContainText('The browser storage is full')
    await expect(field(page, 'Contact Phone')).toHaveValue('+234 805 444 5555')
    await expect(field(page, 'Address')).toHaveValue('1 Marina Road\nLagos Island, Lagos, Nigeria')

    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key)
    })
    await page.getByRole('button', { name: 'Save Site Settings' }).click()
    await expect(page.getByText('Site settings saved')).toBeVisible()
    await expect(alert).toHaveCount(0)
    await page.reload()
    await expect(field(page, 'Address')).toHaveValue('1 Marina Road\nLagos Island, Lagos, Nigeria')
  })
})

test('User: name, e-mail and avatar save; the role is read-only; the sidebar label follows', async ({ page }) => {
  await page.goto('/dashboard/settings?tab=user')
  const role = field(page, 'Role')
  await expect(role).toHaveValue('Administrator')
  await expect(role).toHaveAttribute('readonly', '')
  await expect(page.getByText('Recommended: 200x200 pixels')).toBeVisible()

  await field(page, 'Name').fill('Ada Obi')
  await field(page, 'Email').fill('ada@sunharvest.ng')
  await page.getByRole('button', { name: 'Change Avatar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose an avatar' })
  await dialog.getByRole('button', { name: /installer-harness/ }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Save User Settings' }).click()
  await expect(page.getByText('User settings saved')).toBeVisible()
  await expect(page.getByTestId('admin-user-name')).toHaveText('Ada Obi')

  await page.reload()
  await expect(field(page, 'Name')).toHaveValue('Ada Obi')
  await expect(field(page, 'Email')).toHaveValue('ada@sunharvest.ng')
  await expect(page.getByTestId('admin-user-name')).toHaveText('Ada Obi')
  expect((await readSettings(page, 'user')).avatarUrl).toBe('/images/photos/installer-harness.webp')
  await page.getByRole('button', { name: 'Change Avatar' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: /installer-harness/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('Appearance: logos and favicon are chosen from the media library and saved', async ({ page }) => {
  await page.goto('/dashboard/settings?tab=appearance')
  await expect(page.getByRole('img', { name: 'Light Logo preview' })).toHaveAttribute('src', '/images/brand/logo-light.png')
  await page.getByRole('button', { name: 'Change Light Logo' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /lekki-rooftop-array/ })
    .click()
  await page.getByRole('button', { name: 'Change Favicon' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /asaba-home-solar/ })
    .click()
  await expect(page.getByRole('img', { name: 'Light Logo preview' })).toHaveAttribute(
    'src',
    '/images/photos/lekki-rooftop-array.webp',
  )
  await page.getByRole('button', { name: 'Save Appearance Settings' }).click()
  await expect(page.getByText('Appearance saved')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('img', { name: 'Light Logo preview' })).toHaveAttribute(
    'src',
    '/images/photos/lekki-rooftop-array.webp',
  )
  await expect(page.getByRole('img', { name: 'Favicon preview' })).toHaveAttribute('src', '/images/photos/asaba-home-solar.webp')
  await expect(page.getByRole('img', { name: 'Dark Logo preview' })).toHaveAttribute('src', '/images/brand/logo-dark.png')
})

test('Security: checks the new password, then reports success and clears the fields', async ({ page }) => {
  await page.goto('/dashboard/settings?tab=security')
  const current = page.getByLabel(/^Current Password/)
  const next = page.getByLabel(/^New Password/)
  const confirm = page.getByLabel(/^Confirm New Password/)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Current password is required')).toBeVisible()

  await current.fill('old-secret-1')
  await next.fill('short')
  await confirm.fill('different')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('New password must be at least 8 characters')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expect(next).toHaveValue('short')

  await page.getByRole('button', { name: 'Show new password', exact: true }).click()
  await expect(next).toHaveAttribute('type', 'text')
  await next.fill('SunPower2025')
  await confirm.fill('SunPower2025')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password change accepted')).toBeVisible()
  await expect(current).toHaveValue('')
  await expect(next).toHaveValue('')
  await expect(confirm).toHaveValue('')
})

for (const [tab, ready] of [
  ['site', 'Save Site Settings'],
  ['user', 'Save User Settings'],
  ['appearance', 'Save Appearance Settings'],
  ['security', 'Update Password'],
] as const) {
  test(`the ${tab} tab has no WCAG 2.2 AA violation (axe)`, async ({ page }) => {
    await page.goto(`/dashboard/settings?tab=${tab}`)
    await expect(page.getByRole('button', { name: ready })).toBeVisible()
    await expect(page.getByRole('status')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
