import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { z } from 'zod'
import { API_BASE, apiUrl } from '../src/api/config'
import { registry, type CollectionName } from '../src/api/registry/collections'
import { seedRecords } from '../src/api/registry/define'
import { toFieldIssues } from '../src/api/schemas/errors'
import type { RecordOf } from './collections'
import { db, importData, resetDb } from './db'
import { writeFaults, type FaultRule } from './faults'
import { setLatency } from './transport'
import { resetPublicWriteRules } from './public-write-rules'
import { server } from './node'

/**
 * The mock as a testing kit, for this project's tests and any outside suite (`import … from 'solar-site/testing'`,
 * package.json "exports"). One call sets it up in Vitest (node or jsdom); each test starts from the seed with no
 * fault rules, no overrides and no sessions. See README, "Testing with the mock".
 */
export { server }
export { setPublicWriteRules } from './public-write-rules'
export { PUBLIC_WRITE_RULES } from '../api/rules/public-writes'

let hooked = false
/**
 * Registers Vitest hooks (once per test file, however often it is called): listen before all, reset before each,
 * close after all. Unknown API paths answer a JSON 404; `onUnhandledRequest` decides for requests elsewhere.
 */
export function setupMockApi({ onUnhandledRequest = 'bypass' }: { onUnhandledRequest?: 'bypass' | 'warn' | 'error' } = {}) {
  if (hooked) return server
  hooked = true
  beforeAll(() => server.listen({ onUnhandledRequest }))
  beforeEach(() => resetMock())
  afterEach(() => server.resetHandlers())
  afterAll(() => {
    server.close()
    // Without isolation (isolate: false) this module outlives the file: the next file must register its hooks too.
    hooked = false
  })
  return server
}

/** Back to the seed: every collection, no sessions, no fault rules, no per-test handler overrides, no latency, no write counted. */
export async function resetMock(): Promise<void> {
  server.resetHandlers()
  writeFaults(null)
  setLatency(0)
  resetPublicWriteRules()
  await resetDb()
}

/**
 * A path for `server.use(http.get(apiPath('/services'), …))` that matches in every environment (in Node a bare
 * "/api/services" matches nothing: there is no page origin to resolve it against).
 */
export const apiPath = (route: string) => (API_BASE.startsWith('/') ? `*${API_BASE}${route}` : `${API_BASE}${route}`)

/** The full URL of an API path, for `fetch` in a test. */
export { apiUrl }

type SeedOptions = { mode?: 'replace' | 'add' }

/**
 * Puts records into one collection, checked against its schema first (an error names the record and the field).
 * `replace` (the default) leaves only these; `add` keeps the others. Ordered collections number them in order.
 */
export async function seed<N extends CollectionName>(name: N, records: RecordOf<N>[], { mode = 'replace' }: SeedOptions = {}) {
  const collection = registry[name]
  if (!collection) throw new Error(`seed: there is no collection "${String(name)}" (try one of ${Object.keys(registry).join(', ')})`)
  const kept = mode === 'add' ? stored(name) : []
  const numbered = seedRecords(collection, records).map((record, i) =>
    collection.ordered ? { ...record, order: kept.length + i } : record,
  )
  const checked = z.array(collection.entity).safeParse(numbered)
  if (!checked.success) {
    const issues = toFieldIssues(checked.error).map(({ path, message }) => `record ${path.replace(/^(\d+)\.?/, '$1: ')} ${message}`)
    throw new Error(`seed(${name}): ${issues.join('; ')}`)
  }
  await importData({ [name]: [...kept, ...checked.data] })
}

/** What the mock holds now in one collection (plain copies): sent messages, registrations, edits… */
export function stored<N extends CollectionName>(name: N): RecordOf<N>[] {
  return JSON.parse(JSON.stringify(db[name].all())) as RecordOf<N>[]
}

/** The notification e-mails the mock has "sent" for training registrations, oldest first. */
export const sentEmails = () => stored('registrations').map((registration) => registration.notificationEmail)

/** The demo's mailbox: every e-mail the API has sent (registrant, staff, training team), oldest first. */
export const mailbox = () => stored('outboxMails')

/** An admin session (the demo accepts anyone): its token and the header that sends it. */
export async function signIn(email = 'tester@example.com') {
  const token = crypto.randomUUID().replaceAll('-', '')
  await db.sessions.create({ token, email, remember: false, createdAt: new Date().toISOString() })
  return { token, headers: { Authorization: `Bearer ${token}` } }
}

/**
 * Fault rules and response overrides (mocks/faults/): `{ match: 'GET /api/services', status: 503 }`, a latency, a
 * network failure, or a whole response `{ match: 'GET /api/services', status: 200, body: {...} }`. Cleared by the reset.
 */
export const setFaults = (rules: FaultRule[]) => writeFaults(rules)
