import type { Page } from '@playwright/test'
import { adminSessionSchema, type AdminSession } from '../src/api/schemas/admin'
import { SESSION_KEY } from '../src/api/signals'
import { FAULTS_KEY } from './store/keys'
import { encodeEntry, storageKey } from './store/record-keys'

type OverrideRule = { match: string; status: number; body?: unknown; times?: number }

/**
 * Runs a page function before each load of this page's documents, and at once when a page of the site is already
 * open. The functions below check a marker in localStorage, so their change happens once per browser context.
 */
async function runOnEveryLoad<T>(page: Page, script: (arg: T) => void, arg: T): Promise<void> {
  // Playwright types the argument as it arrives serialized (plain JSON here: the same type).
  const pageFunction = script as (arg: unknown) => void
  await page.addInitScript(pageFunction, arg)
  if (page.url().startsWith('http')) await page.evaluate(pageFunction, arg)
}

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
  await runOnEveryLoad(page, addRule, args)
}

type StoredSession = { marker: string; sessionKey: string; session: string; recordKey: string; record: string; remember: boolean }

/** Runs in the page before its scripts: stores the session once per browser context (a sign-out stays signed out). */
function storeSession({ marker, sessionKey, session, recordKey, record, remember }: StoredSession) {
  try {
    if (localStorage.getItem(marker) !== null) return
    localStorage.setItem(marker, '1')
    localStorage.setItem(recordKey, record)
    ;(remember ? localStorage : sessionStorage).setItem(sessionKey, session)
  } catch {
    // about:blank has no storage: the first page of the site stores it.
  }
}

/**
 * Signs this test's browser context in as an admin before its first page loads: the session is kept where the mock
 * keeps its records and where the app keeps its session, so a test opens /dashboard directly, with no sign-in page
 * and no extra page load. `remember: true` keeps it in localStorage (every tab), else in the first tab's
 * sessionStorage, as the login form does. Called on a page already open, it counts from the next page load (that
 * page's mock started without it).
 */
export async function signInAsAdmin(
  page: Page,
  { email = 'admin@sunharvest.ng', remember = false }: { email?: string; remember?: boolean } = {},
): Promise<AdminSession> {
  const session = adminSessionSchema.parse({
    token: crypto.randomUUID().replaceAll('-', ''),
    email,
    remember,
    createdAt: new Date().toISOString(),
  })
  const stored: StoredSession = {
    marker: `sunharvest-testing/signed-in/${session.token}`,
    sessionKey: SESSION_KEY,
    session: JSON.stringify(session),
    recordKey: storageKey('sessions', session.token),
    record: encodeEntry(Date.now(), session),
    remember,
  }
  await runOnEveryLoad(page, storeSession, stored)
  return session
}
