import type { Page } from '@playwright/test'
import { signInAsAdmin } from '../../mocks/testing-playwright'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'

const SESSION_KEY = 'sunharvest-admin-session'
const EXPECTED_401 = /Failed to load resource: the server responded with a status of 401/

/** Fills the login form and submits it; resolves once the app has left /admin. */
async function signInThroughForm(page: Page, { remember = false } = {}) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@sunharvest.ng')
  await page.getByLabel(/^Password/).fill('any-password')
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname !== '/admin')
}

const storedIn = (page: Page) =>
  page.evaluate(
    (key) => ({ local: localStorage.getItem(key) !== null, session: sessionStorage.getItem(key) !== null }),
    SESSION_KEY,
  )

test.describe('login', () => {
  test('shows the demo note, a named password toggle and the forgot-password explanation', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expect(page.getByText('Demo: any email and password work.')).toBeVisible()

    const password = page.getByLabel(/^Password/)
    await password.fill('secret-1')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')

    const forgot = page.getByRole('button', { name: 'Forgot your password?' })
    await expect(forgot).toHaveAttribute('aria-expanded', 'false')
    await forgot.click()
    await expect(forgot).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/any e-mail address and any password sign you in/)).toBeVisible()
  })

  test('uses the native required checks', async ({ page }) => {
    await page.goto('/admin')
    const email = page.getByRole('textbox', { name: 'Email', exact: true })
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('required', '')
    await page.getByRole('button', { name: 'Sign In' }).click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await email.fill('not-an-email')
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(page).toHaveURL(/\/admin$/)
  })

  test("reads 'Signing in...' for 1.5 s, then toasts and opens the dashboard", async ({ page }) => {
    await page.goto('/admin')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@sunharvest.ng')
    await page.getByLabel(/^Password/).fill('any-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    const busy = page.getByRole('button', { name: 'Signing in...' })
    await expect(busy).toBeDisabled()
    const started = Date.now()
    await expect(busy).toHaveCount(0, { timeout: 5000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1300)

    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(page.getByText('Welcome to the admin dashboard!')).toBeVisible()
  })

  test('has no WCAG 2.2 AA violation (axe)', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('the guard', () => {
  test('sends a signed-out visitor to the login and back to the same screen afterwards', async ({ page }) => {
    await page.goto('/dashboard/settings?tab=user')
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fsettings%3Ftab%3Duser$/)
    await signInThroughForm(page)
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=user$/)
    await expect(page.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true')
  })

  for (const unsafe of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
    test(`ignores an unsafe return path (${unsafe}) and opens the dashboard`, async ({ page, baseURL }) => {
      await page.goto(`/admin?redirectTo=${encodeURIComponent(unsafe)}`)
      await signInThroughForm(page)
      expect(page.url()).toBe(`${baseURL}/dashboard`)
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    })
  }

  test('sends a signed-in visitor from the login straight on', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin?redirectTo=%2Fdashboard%2Fmedia')
    await expect(page).toHaveURL(/\/dashboard\/media$/)
  })
})

test.describe('remember me', () => {
  test('ticked: the session is kept in localStorage and survives a new tab and a browser restart', async ({ page, browser }) => {
    await page.goto('/admin')
    await signInThroughForm(page, { remember: true })
    expect(await storedIn(page)).toEqual({ local: true, session: false })

    const tab = await page.context().newPage()
    await tab.goto('/dashboard')
    await expect(tab.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

    // A restart keeps what the browser stores on disk (cookies, localStorage), never sessionStorage.
    const restarted = await browser.newContext({
      storageState: await page.context().storageState(),
      baseURL: new URL(page.url()).origin,
    })
    const again = await restarted.newPage()
    await again.goto('/dashboard')
    await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await restarted.close()
  })

  test('not ticked: the session lives in sessionStorage and ends with the tab', async ({ page, browser }) => {
    await page.goto('/admin')
    await signInThroughForm(page)
    expect(await storedIn(page)).toEqual({ local: false, session: true })

    const tab = await page.context().newPage()
    await tab.goto('/dashboard')
    await expect(tab).toHaveURL(/\/admin\?redirectTo=%2Fdashboard$/)

    const restarted = await browser.newContext({
      storageState: await page.context().storageState(),
      baseURL: new URL(page.url()).origin,
    })
    const again = await restarted.newPage()
    await again.goto('/dashboard')
    await expect(again).toHaveURL(/\/admin\?redirectTo=%2Fdashboard$/)
    await restarted.close()
  })
})

test.describe('ending the session', () => {
  test.use({ allowedConsoleErrors: [EXPECTED_401] })

  test("the sidebar's Logout ends the session on the API and in the browser", async ({ page }) => {
    await signInAsAdmin(page, { remember: true })
    await page.goto('/dashboard')
    const token = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token,
      SESSION_KEY,
    )
    await page.getByRole('link', { name: 'Logout' }).click()

    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText('Signed out')).toBeVisible()
    expect(await storedIn(page)).toEqual({ local: false, session: false })
    const status = await page.evaluate(
      (t) => fetch('/api/session', { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    )
    expect(status).toBe(401)

    await page.goto('/dashboard/pages')
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fpages$/)
  })

  test('a session the API no longer knows sends the admin to the login, and back afterwards', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // Every dashboard request answered first: one still in flight would meet the forgotten session on this page,
    // and its 'Session ended' toast would be gone with the next page load.
    await page.waitForLoadState('networkidle')
    // The API forgets the session (as when its stored data is cleared); the browser still holds the token.
    await page.evaluate(async (key) => {
      const { token } = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token: string }
      await fetch('/api/session', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })
    }, SESSION_KEY)

    await page.goto('/dashboard/settings?tab=user')
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fdashboard%2Fsettings%3Ftab%3Duser$/)
    await expect(page.getByText('Session ended')).toBeVisible()
    expect(await storedIn(page)).toEqual({ local: false, session: false })

    await signInThroughForm(page)
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=user$/)
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Admin User')
  })
})
