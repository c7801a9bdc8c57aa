import type { Page } from '@playwright/test'

/**
 * Calls the admin API from inside the page, with a fresh demo session (from the home page when the test has not
 * opened one yet). Returns the status of each call.
 */
export async function adminCalls(page: Page, calls: { method: string; path: string; body: unknown }[]): Promise<number[]> {
  if (!page.url().startsWith('http')) await page.goto('/')
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
