import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApi } from '../../api/app'
import { sqlStore } from '../../server/db/sql-store'
import type { Charge, PaymentProvider } from '../../api/payments/provider'
import { newPaymentReference } from '../../api/payments/reference'
import { VERIFY_MEMO_MS } from '../../api/payments/verify-memo'
import type { Store } from '../../api/store'
import { sharedTestBackend } from '../../server/testing'
import { PUBLIC_WRITE_RULES, WITHOUT_LIMITS, type PublicWriteRules } from '../../api/rules/public-writes'
import { storedRegistration } from '../setup/inquiry-samples'

/** Every call the routes make on the store, by its path ('records.get', 'limits.take', …). */
function countingStore(store: Store, calls: string[]): Store {
  const wrap = <T extends object>(target: T, path: string): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key) as unknown
        const name = `${path}${String(key)}`
        if (typeof value === 'function')
          return (...args: unknown[]) => {
            calls.push(name)
            const result = (value as (...a: unknown[]) => unknown).apply(object, args)
            return result && typeof result === 'object' && !(result instanceof Promise) ? wrap(result, `${name}.`) : result
          }
        return value && typeof value === 'object' ? wrap(value, `${name}.`) : value
      },
    })
  return wrap(store, '')
}

/** A provider whose verify only counts: the charge is pending, as Paystack's is until the payer pays. */
function countingProvider() {
  const verified: string[] = []
  const provider: PaymentProvider = {
    mode: 'paystack',
    webhookKey: 'sk_test_lookups',
    initialize: async ({ reference }) => ({ checkoutUrl: `https://checkout.paystack.com/${reference}` }),
    async verify(reference): Promise<Charge> {
      verified.push(reference)
      await new Promise((settle) => setTimeout(settle, 5))
      return { status: 'pending', amountKobo: 0, currency: 'NGN' }
    },
  }
  return { provider, verified }
}

let backend: Awaited<ReturnType<typeof sharedTestBackend>>
let calls: string[]
let verified: string[]
let rules: PublicWriteRules
let api: ReturnType<typeof createApi>
const reference = newPaymentReference('registration-stored-1')
const legacyReference = 'pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03'

beforeEach(async () => {
  backend = await sharedTestBackend()
  await backend.reset()
  const store = sqlStore(backend.db)
  await store
    .records('registrations')
    .insert(
      storedRegistration(1, {
        status: 'awaiting-payment',
        payment: { reference, checkoutUrl: 'https://checkout.paystack.com/x' },
      }),
    )
  await store
    .records('registrations')
    .insert(
      storedRegistration(2, {
        status: 'awaiting-payment',
        payment: { reference: legacyReference, checkoutUrl: 'https://checkout.paystack.com/y' },
      }),
    )
  calls = []
  rules = WITHOUT_LIMITS
  const counting = countingProvider()
  verified = counting.verified
  api = createApi({
    store: countingStore(store, calls),
    allowDemoReset: false,
    payments: counting.provider,
    publicWrites: () => rules,
    clientAddress: (c) => c.req.header('x-test-address') ?? '203.0.113.1',
  })
})
afterEach(() => vi.useRealTimers())

const lookUp = (ref: string, address = '203.0.113.1') =>
  api.request(`/api/payments/${encodeURIComponent(ref)}`, { headers: { 'x-test-address': address } })

// Each lookup is counted in the store's limits (a write): 200 of them take seconds on a busy machine.
describe('GET /api/payments/:reference asks the provider at most once per reference per 30 s', { timeout: 60_000 }, () => {
  it('200 lookups of an unpaid registration, one after another: one verify call', async () => {
    for (let i = 0; i < 200; i++) expect((await lookUp(reference)).status).toBe(200)
    expect(verified).toEqual([reference])
  })

  it('50 lookups at once share the one call under way; 30 s later the provider is asked again', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => lookUp(reference)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(verified).toHaveLength(1)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + VERIFY_MEMO_MS - 1000)
    await lookUp(reference)
    expect(verified).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1000)
    await lookUp(reference)
    expect(verified).toHaveLength(2)
  })
})

describe('a reference of another shape than pay-<uuid> or pay-<uuid>-<id>', () => {
  it('is 404 at once: the store is not read, the provider not asked', async () => {
    const shapes = [
      'pay-unknown',
      'x',
      `${reference}/`,
      reference.toUpperCase(),
      `${legacyReference}-`,
      `pay-${'0'.repeat(36)}`,
      `${reference}${'a'.repeat(300)}`,
    ]
    for (const shape of shapes) {
      expect((await lookUp(shape)).status, shape).toBe(404)
      expect((await api.request(`/api/payments/${encodeURIComponent(shape)}/checkout`, { method: 'POST' })).status, shape).toBe(
        404,
      )
    }
    expect(calls).toEqual([])
    expect(verified).toEqual([])
  })
})

describe('an old-shape reference (pay-<uuid>)', () => {
  it('is found through the store by reference, not by reading every registration', async () => {
    const answer = await lookUp(legacyReference)
    expect(await answer.json()).toEqual({ reference: legacyReference, status: 'awaiting-payment', amount: 250_000 })
    expect(calls).toContain('registrations.withPaymentReference')
    expect(calls.filter((call) => call.endsWith('.all'))).toEqual([])
  })

  it('is looked up by the index of migration 8 on the SQL store', async () => {
    const plan = await backend.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx)
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain
        select data from records where collection = 'registrations' and data->'payment'->>'reference' = ${legacyReference} limit 1`.execute(
        trx,
      )
      return rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('records_registration_payment_reference')
  })
})

describe('lookups are limited per client address', () => {
  it('past the limit: 429 with Retry-After for that address; another address is still answered', async () => {
    rules = { ...PUBLIC_WRITE_RULES, paymentLookups: { max: 3, windowMs: 60_000 } }
    for (let i = 0; i < 3; i++) expect((await lookUp(reference, '203.0.113.7')).status).toBe(200)
    const refused = await lookUp(reference, '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await lookUp(reference, '203.0.113.8')).status).toBe(200)
  })
})
