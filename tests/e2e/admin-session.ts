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

/** Calls the admin API from inside the page, with a fresh demo session. Returns the status of each call. */
export function adminCalls(page: Page, calls: { method: string; path: string; body: unknown }[]): Promise<number[]> {
  return page.evaluate(async (calls) => {
    const session = await fetch('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo', remember: false }),
    }).then((r) => r.json() as Promise<{ token: string }>)
    const statuses: number[] = []
    for (const { method, path, body } of calls) {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify(body),
      })
      statuses.push(response.status)
    }
    return statuses
  }, calls)
}
