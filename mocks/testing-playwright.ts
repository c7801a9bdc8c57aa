import type { Page } from '@playwright/test'
import { FAULTS_KEY } from './store/keys'

type OverrideRule = { match: string; status: number; body?: unknown; times?: number }

/**
 * Runs in the page: adds the rule (replacing one with the same match) once per browser context, so a reload
 * neither repeats it nor brings back a `times` rule the mock has used up.
 */
function addRule([key, id, rule]: [string, string, OverrideRule]) {
  try {
    const added = `${key}/added/${id}`
    if (localStorage.getItem(added) !== null) return
    localStorage.setItem(added, '1')
    const rules = (JSON.parse(localStorage.getItem(key) ?? '[]') as OverrideRule[]).filter((r) => r.match !== rule.match)
    localStorage.setItem(key, JSON.stringify([...rules, rule]))
  } catch {
    // about:blank has no storage.
  }
}

/**
 * Playwright's side of the testing kit (`import { mockResponse } from 'solar-site/testing/playwright'`). The mock
 * answers in the page's service worker, so `page.route` never sees API calls; this replaces one endpoint's answer
 * (status and JSON body) inside the mock itself, for the page loads of this test, alongside the rest of the mock.
 * `match` is "METHOD /api/path" (":id" and "*" allowed). An error status without a body answers with the API's
 * error body; `times: N` answers the first N matching requests only. The rule lives in this test's browser context.
 */
export async function mockResponse(
  page: Page,
  match: string,
  response: { status?: number; body?: unknown; times?: number },
): Promise<void> {
  const status = response.status ?? 200
  if (status < 400 && response.body === undefined) throw new Error(`mockResponse("${match}"): status ${status} needs a body`)
  const rule: OverrideRule = { match, status, body: response.body, times: response.times }
  const args: [string, string, OverrideRule] = [FAULTS_KEY, crypto.randomUUID(), rule]
  await page.addInitScript(addRule, args)
  if (page.url().startsWith('http')) await page.evaluate(addRule, args)
}
