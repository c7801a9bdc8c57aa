import { expect, test, type Page } from '@playwright/test'
import { LIVE_ADMIN } from '../../playwright.server.config'

async function signIn(page: Page, password: string) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/admin\?redirectTo=/)
  await expect(page.getByText('Live site: sign in with your admin account.')).toBeVisible()
  await page.getByLabel(/^Email/).fill(LIVE_ADMIN.email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('an admin signs in for real, edits a menu item, the site settings and a new blog post; a signed-out visitor sees them', async ({
  page,
  browser,
}) => {
  await signIn(page, 'not-the-password')
  await expect(page.getByText('The e-mail or password is not correct')).toBeVisible()
  await signIn(page, LIVE_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await page.goto('/dashboard/menu')
  await page.getByRole('button', { name: 'Edit Blog' }).click()
  const item = page.getByRole('form', { name: 'Edit menu item Blog' })
  await item.getByRole('textbox', { name: 'Title' }).fill('News')
  await item.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Edit News' })).toBeVisible()

  await page.goto('/dashboard/settings')
  await page.getByRole('textbox', { name: 'Contact Phone', exact: true }).fill('+234 809 000 1111')
  await page.getByRole('button', { name: 'Save Site Settings' }).click()
  await expect(page.getByText('Site settings saved')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Demo data' })).toHaveCount(0)

  await page.goto('/dashboard/content/blog-posts/new')
  const form = page.getByRole('form', { name: 'New blog post' })
  await form.getByRole('button', { name: 'Choose image from the media library' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose image' })
  await dialog.getByRole('list', { name: 'Media items' }).getByRole('button').first().click()
  await form.getByRole('textbox', { name: /^Title/ }).fill('Harmattan dust and your panels')
  await form.getByRole('textbox', { name: /^Excerpt/ }).fill('How often to clean panels in the dry season.')
  await form.getByLabel(/^Publication date/).fill('2026-11-20')
  await form.getByRole('textbox', { name: /^Author/ }).fill('Ada Obi')
  await form.getByRole('textbox', { name: /^Category/ }).fill('Maintenance')
  await form.getByRole('button', { name: 'Create Blog post' }).click()
  await expect(page.getByText('Blog post created')).toBeVisible()

  // Another browser, never signed in: the edits are on the server, not in the admin's browser.
  const visitor = await browser.newContext()
  const site = await visitor.newPage()
  await site.goto('/')
  await expect(site.getByRole('banner').getByRole('link', { name: 'News' })).toBeVisible()
  await expect(site.getByRole('contentinfo').getByRole('link', { name: '+234 809 000 1111' })).toBeVisible()
  await site.goto('/blog')
  await expect(site.getByRole('main').getByRole('heading', { name: 'Harmattan dust and your panels' })).toBeVisible()
  expect(await site.evaluate(() => fetch('/api/registrations').then((r) => r.status))).toBe(401)
  await visitor.close()
})

async function changePassword(page: Page, currentPassword: string, newPassword: string) {
  await page.goto('/dashboard/settings?tab=security')
  await page.getByLabel(/^Current Password/).fill(currentPassword)
  await page.getByLabel(/^New Password/).fill(newPassword)
  await page.getByLabel(/^Confirm New Password/).fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
}

test('Settings → Security changes the password for real: the old one is refused, the new one signs in', async ({ page }) => {
  const newPassword = 'Harmattan-dust-42'
  await signIn(page, LIVE_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await changePassword(page, 'not-the-password', newPassword)
  await expect(page.getByText('The current password is not correct')).toBeVisible()
  await changePassword(page, LIVE_ADMIN.password, newPassword)
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveAccessibleDescription(/signs out your other sessions/)
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
  await expect(page.getByText(/any password/)).toHaveCount(0)

  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await expect(page.getByText('No password reset by e-mail')).toBeVisible()
  await signIn(page, LIVE_ADMIN.password)
  await expect(page.getByText('The e-mail or password is not correct')).toBeVisible()
  await signIn(page, newPassword)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // Back to the configured password, so the account is as this file found it.
  await changePassword(page, newPassword, LIVE_ADMIN.password)
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible()
})

test('before going live: the sample Site URL on every admin screen, online payment off on the dashboard', async ({ page }) => {
  await signIn(page, LIVE_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // This server runs with no PAYSTACK_SECRET_KEY and no PAYMENTS=simulated, on the seed's settings.
  await expect(page.getByText('The Site URL is still the sample one')).toBeVisible()
  await expect(page.getByText('Online payment is off')).toBeVisible()
  await expect(page.getByText('Test payments: no money moves')).toHaveCount(0)
  await page.getByRole('link', { name: 'Inbox' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(page.getByText('The Site URL is still the sample one')).toBeVisible()
  await expect(page.getByText('Online payment is off')).toHaveCount(0)

  const mode = await page.evaluate(() => fetch('/api/payments/mode').then((r) => r.json()))
  expect(mode).toEqual({ payments: 'off' })
})
