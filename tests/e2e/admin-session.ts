import type { Page } from '@playwright/test'

/** Signs in through the API (any e-mail and password) and stores the session where the app keeps it. */
export async function signInAsAdmin(page: Page, { remember = false } = {}): Promise<void> {
  await page.goto('/')
  await page.getByRole('banner').waitFor()
  await page.evaluate(async (remember) => {
    const response = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sunharvest.ng', password: 'demo-password', remember }),
    })
    const session: unknown = await response.json()
    ;(remember ? localStorage : sessionStorage).setItem('sunharvest-admin-session', JSON.stringify(session))
  }, remember)
}
