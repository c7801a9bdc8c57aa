import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { paymentsConfig, readConfig } from '../../server/config'
import { paystackPayments } from '../../api/payments/paystack'
import { SIMULATED_WEBHOOK_KEY, simulatedPayments } from '../../api/payments/simulated'
import { ONLINE_PAYMENT_OFF } from '../../api/payments/start'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import { SIGNATURE_HEADER, signPaymentEvent } from '../../api/rules/payment-signature'
import { WITHOUT_LIMITS } from '../../api/rules/public-writes'
import type { Registration } from '../../src/api/schemas'
import { sampleRegistration } from '../setup/inquiry-samples'

/** The key the simulated provider signed with until it became random per process: public, in the source of old builds. */
const OLD_PUBLIC_KEY = 'sunharvest-simulated-payments-not-a-secret'

type App = Awaited<ReturnType<typeof createApp>>
let backend: Awaited<ReturnType<typeof sharedTestBackend>>
beforeEach(async () => {
  backend = await sharedTestBackend()
  await backend.reset()
})
afterEach(() => backend.reset())

const appWith = (payments?: Parameters<typeof createApp>[0]['payments']) =>
  createApp({ db: backend.db, allowDemoReset: false, publicWrites: () => WITHOUT_LIMITS, payments })

const post = (app: App, path: string, body = '', headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

let registrants = 0
async function register(app: App) {
  registrants += 1
  const response = await post(
    app,
    '/api/registrations',
    JSON.stringify({ ...sampleRegistration, email: `mode-${registrants}@example.ng` }),
  )
  expect(response.status).toBe(201)
  return (await response.json()) as Registration & { payment: { reference: string; checkoutUrl: string; awaitsCheckout?: true } }
}

async function stored(app: App, id: string) {
  const session = await post(app, '/api/session', JSON.stringify({ ...TEST_ADMIN, remember: false }))
  const { token } = (await session.json()) as { token: string }
  return (await (
    await app.request(`/api/registrations/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Registration
}

async function sendCharge(app: App, registration: { amount: number; payment: { reference: string } }, key: string) {
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { reference: registration.payment.reference, amount: registration.amount * 100, currency: 'NGN', status: 'success' },
  })
  return post(app, '/api/payments/paystack/webhook', raw, { [SIGNATURE_HEADER]: await signPaymentEvent(raw, key) })
}

const modeOf = async (app: App) => (await (await app.request('/api/payments/mode')).json()) as { payments: string }

describe('a server with no Paystack key and no PAYMENTS=simulated: online payment is off', () => {
  it('says so, and refuses a webhook signed with the old public simulated key: the registration stays unpaid', async () => {
    const app = await appWith()
    expect(await modeOf(app)).toEqual({ payments: 'off' })
    const registration = await register(app)
    expect((await sendCharge(app, registration, OLD_PUBLIC_KEY)).status).toBe(401)
    expect((await sendCharge(app, registration, SIMULATED_WEBHOOK_KEY)).status).toBe(401)
    expect((await stored(app, registration.id)).status).toBe('awaiting-payment')
  })

  it('starts no checkout: the registration keeps its payment page, the checkout is refused (409), the simulated "Pay" does not exist', async () => {
    const app = await appWith()
    const registration = await register(app)
    expect(registration.payment).toEqual({
      reference: registration.payment.reference,
      checkoutUrl: expect.stringContaining('/payment/'),
      awaitsCheckout: true,
    })
    const checkout = await post(app, `/api/payments/${registration.payment.reference}/checkout`)
    expect(checkout.status).toBe(409)
    expect(((await checkout.json()) as { message: string }).message).toBe(ONLINE_PAYMENT_OFF)
    expect((await post(app, `/api/payments/${registration.payment.reference}/simulated-charge`)).status).toBe(404)
    expect((await stored(app, registration.id)).status).toBe('awaiting-payment')
  })
})

describe('simulated payments, a mode someone chose', () => {
  it('refuse the old public key; the key of this process settles, and the payment is marked a test', async () => {
    const app = await appWith(simulatedPayments())
    expect(await modeOf(app)).toEqual({ payments: 'simulated' })
    const registration = await register(app)
    expect((await sendCharge(app, registration, OLD_PUBLIC_KEY)).status).toBe(401)
    expect((await sendCharge(app, registration, SIMULATED_WEBHOOK_KEY)).status).toBe(204)
    expect((await stored(app, registration.id)).paid).toMatchObject({ via: 'online', simulated: true })
  })

  it("the simulated checkout's Pay is confirmed by the server, for the registration's amount, as a test payment", async () => {
    const app = await appWith(simulatedPayments())
    const registration = await register(app)
    expect(registration.payment.checkoutUrl).toBe(
      `/payment/${registration.payment.reference}?amount=${registration.amount * 100}`,
    )
    expect((await post(app, `/api/payments/${registration.payment.reference}/simulated-charge`)).status).toBe(204)
    const paid = await stored(app, registration.id)
    expect(paid.status).toBe('paid')
    expect(paid.paid).toMatchObject({ via: 'online', simulated: true })
    expect((await post(app, '/api/payments/pay-unknown/simulated-charge')).status).toBe(404)
  })

  it('has no simulated "Pay" beside Paystack, and Paystack payments are not marked a test', async () => {
    const app = await appWith(paystackPayments('sk_test_unused', 'http://127.0.0.1:9'))
    expect(await modeOf(app)).toEqual({ payments: 'paystack' })
    const registration = await register(app)
    expect((await post(app, `/api/payments/${registration.payment.reference}/simulated-charge`)).status).toBe(404)
    expect((await sendCharge(app, registration, 'sk_test_unused')).status).toBe(204)
    expect((await stored(app, registration.id)).paid).toEqual({ at: expect.any(String), via: 'online' })
  })

  it('has a webhook key made at random per process, in no source file', async () => {
    expect(SIMULATED_WEBHOOK_KEY).toMatch(/^[0-9a-f]{64}$/)
    expect(simulatedPayments().webhookKey).toBe(SIMULATED_WEBHOOK_KEY)
  })
})

describe('the payment mode in the environment (server/config.ts)', () => {
  it('is Paystack with a key, simulated only when chosen, and off otherwise: never simulated for want of a key', () => {
    expect(paymentsConfig({})).toEqual({ mode: 'off' })
    expect(paymentsConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x' })).toEqual({ mode: 'paystack', secretKey: 'sk_live_x' })
    expect(paymentsConfig({ PAYMENTS: 'simulated' })).toEqual({ mode: 'simulated' })
    expect(readConfig({}).payments).toEqual({ mode: 'off' })
  })

  it('refuses a key together with PAYMENTS=simulated, and any other PAYMENTS value', () => {
    expect(() => paymentsConfig({ PAYMENTS: 'simulated', PAYSTACK_SECRET_KEY: 'sk_live_x' })).toThrow(/both set/)
    expect(() => paymentsConfig({ PAYMENTS: 'fake' })).toThrow(/not a payment mode/)
  })
})
