import type { Page } from '@playwright/test'
import { FAULTS_KEY } from './store/keys'

/**
 * Playwright's side of the testing kit (`import { mockResponse } from 'solar-site/testing/playwright'`). The mock
 * answers in the page's service worker, so `page.route` never sees API calls; this replaces one endpoint's answer
 * (status and JSON body) inside the mock itself, for the page loads of this test, alongside the rest of the mock.
 * `match` is "METHOD /api/path" (":id" and "*" allowed). Its rules live in this test's browser context only.
 */
export async function mockResponse(
  page: Page,
  match: string,
  response: { status?: number; body?: unknown; times?: number },
): Promise<void> {
  const rule = { match, status: response.status ?? 200, body: response.body ?? null, times: response.times }
  const write = ([key, next]: [string, typeof rule]) => {
    const rules = (JSON.parse(localStorage.getItem(key) ?? '[]') as { match: string }[]).filter((r) => r.match !== next.match)
    localStorage.setItem(key, JSON.stringify([...rules, next]))
  }
  await page.addInitScript(write, [FAULTS_KEY, rule] as [string, typeof rule])
  if (page.url().startsWith('http')) await page.evaluate(write, [FAULTS_KEY, rule] as [string, typeof rule])
}
