import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { sqlStore } from '../../server/db/sql-store'
import { paystackPayments } from '../../api/payments/paystack'
import { reservedPayment } from '../../api/payments/start'
import { VERIFY_MEMO_MS } from '../../api/payments/verify-memo'
import { sharedTestBackend, TEST_ADMIN } from '../../server/testing'
import { SIGNATURE_HEADER, signPaymentEvent } from '../../api/rules/payment-signature'
import { PUBLIC_WRITE_RULES } from '../../api/rules/public-writes'
import { sampleRegistration } from '../setup/inquiry-samples'

/** A fake Paystack on loopback: records what it is asked, answers initialize and verify as Paystack does. */
const SECRET = 'sk_test_fake'
type Seen = { method: string; url: string; authorization: string | undefined; body: any }
const seen: Seen[] = []
let verifyAnswer = { status: 'success', amount: 0, currency: 'NGN' }
let paystack: Server
let paystackUrl: string

const bodyOf = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text ? JSON.parse(text) : undefined
}

beforeAll(async () => {
  paystack = createServer(async (request, response) => {
    const body = await bodyOf(request)
    seen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body })
    response.setHeader('Content-Type', 'application/json')
    if (request.url === '/transaction/initialize' && body.email === 'unreachable@example.ng') {
      response.statusCode = 503
      return response.end(JSON.stringify({ status: false, message: 'Service unavailable' }))
    }
    if (request.url === '/transaction/initialize')
      return response.end(JSON.stringify({ status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${body.reference}`, reference: body.reference } }))
    if (request.url?.startsWith('/transaction/verify/'))
      return response.end(JSON.stringify({ status: true, message: 'Verification successful', data: verifyAnswer }))
    response.statusCode = 404
    response.end(JSON.stringify({ status: false, message: 'Not found' }))
  })
  await new Promise<void>((listening) => paystack.listen(0, '127.0.0.1', listening))
  paystackUrl = `http://127.0.0.1:${(paystack.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((closed) => paystack.close(() => closed())))

let app: Awaited<ReturnType<typeof createApp>>
let backend: Awaited<ReturnType<typeof sharedTestBackend>>
beforeEach(async () => {
  backend = await sharedTestBackend()
  await backend.reset()
  seen.length = 0
  const lifted = { max: 1_000_000, windowMs: 1000 }
  const rules = { ...PUBLIC_WRITE_RULES, limits: { contactMessages: { perAddress: lifted, perEmail: lifted }, registrations: { perAddress: lifted, perEmail: lifted } } }
  app = await createApp({ db: backend.db, allowDemoReset: false, publicWrites: () => rules, payments: paystackPayments(SECRET, paystackUrl) })
})

afterEach(() => vi.useRealTimers())

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`http://shop.example.ng${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

async function register(email: string) {
  const response = await post('/api/registrations', JSON.stringify({ ...sampleRegistration, email }))
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; amount: number; status: string; payment: { reference: string; checkoutUrl: string } }
}

async function statusOf(id: string) {
  const session = await post('/api/session', JSON.stringify({ ...TEST_ADMIN, remember: false }))
  const { token } = (await session.json()) as { token: string }
  const response = await app.request(`/api/registrations/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await response.json()) as { status: string }).status
}

describe('the Paystack adapter', () => {
  it('initializes a transaction with the secret key, the amount in kobo, the reference, e-mail, callback and registration', async () => {
    const registration = await register('kobo@example.ng')
    const [initialize] = seen
    expect(initialize).toMatchObject({ method: 'POST', url: '/transaction/initialize', authorization: `Bearer ${SECRET}` })
    expect(initialize!.body).toEqual({
      reference: registration.payment.reference,
      amount: registration.amount * 100,
      currency: 'NGN',
      email: 'kobo@example.ng',
      // From the Site URL setting, not from the request's host (shop.example.ng).
      callback_url: `https://www.sunharvest.ng/payment/${registration.payment.reference}`,
      metadata: { registrationId: registration.id },
    })
    expect(registration.payment.checkoutUrl).toBe(`https://checkout.paystack.com/${registration.payment.reference}`)
  })

  it('sends the payer back to the Site URL, whatever Host or X-Forwarded-Host the request names', async () => {
    const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' }
    const response = await app.request('http://evil.example/api/registrations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...forged },
      body: JSON.stringify({ ...sampleRegistration, email: 'forged-host@example.ng' }),
    })
    const { payment } = (await response.json()) as { payment: { reference: string } }
    expect(seen[0]!.body.callback_url).toBe(`https://www.sunharvest.ng/payment/${payment.reference}`)
  })

  it('sends no callback while the Site URL is empty: Paystack uses the one set in its dashboard', async () => {
    const store = sqlStore(backend.db)
    const settings = (await store.records('siteSettings').first())!
    await store.records('siteSettings').replace({ ...settings, siteUrl: '' })
    await register('no-site-url@example.ng')
    expect(seen[0]!.body).not.toHaveProperty('callback_url')
  })

  it('accepts only events signed with the secret key', async () => {
    const registration = await register('signed@example.ng')
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: registration.payment.reference, amount: registration.amount * 100, currency: 'NGN', status: 'success' } })
    const demoSigned = await post('/api/payments/paystack/webhook', raw, { [SIGNATURE_HEADER]: await signPaymentEvent(raw, 'sunharvest-simulated-payments-not-a-secret') })
    expect(demoSigned.status).toBe(401)
    expect(await statusOf(registration.id)).toBe('awaiting-payment')
    const signed = await post('/api/payments/paystack/webhook', raw, { [SIGNATURE_HEADER]: await signPaymentEvent(raw, SECRET) })
    expect(signed.status).toBe(204)
    expect(await statusOf(registration.id)).toBe('paid')
  })

  it('verifies on return (a lost webhook still settles), with the key, and only for the right amount', async () => {
    const registration = await register('returning@example.ng')
    verifyAnswer = { status: 'success', amount: registration.amount * 100 - 1, currency: 'NGN' }
    const short = await app.request(`/api/payments/${registration.payment.reference}`)
    expect(await short.json()).toEqual({ reference: registration.payment.reference, status: 'awaiting-payment', amount: registration.amount })
    verifyAnswer = { status: 'success', amount: registration.amount * 100, currency: 'NGN' }
    // Paystack is asked again about one reference only once its last answer is 30 s old.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + VERIFY_MEMO_MS)
    const paid = await app.request(`/api/payments/${registration.payment.reference}`)
    expect(await paid.json()).toEqual({ reference: registration.payment.reference, status: 'paid', amount: registration.amount })
    const verify = seen.find((call) => call.url === `/transaction/verify/${registration.payment.reference}`)
    expect(verify).toMatchObject({ method: 'GET', authorization: `Bearer ${SECRET}` })
  })

  it("starts the checkout of a reserved reference (a seat from the waiting list) when its page asks, once", async () => {
    const registration = await register('promoted@example.ng')
    // As a promotion leaves it: a reference, the site's payment page as its link, no checkout at Paystack yet.
    const reserved = reservedPayment('https://www.sunharvest.ng', registration.id)
    await sqlStore(backend.db).registrations.move(registration.id, ['awaiting-payment'], { payment: reserved })
    seen.length = 0
    const started = await post(`/api/payments/${reserved.reference}/checkout`, '')
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ checkoutUrl: `https://checkout.paystack.com/${reserved.reference}` })
    expect(seen.map((call) => call.url)).toEqual(['/transaction/initialize'])
    expect(seen[0]!.body).toMatchObject({ reference: reserved.reference, callback_url: `https://www.sunharvest.ng/payment/${reserved.reference}` })
    const again = await post(`/api/payments/${reserved.reference}/checkout`, '')
    expect(await again.json()).toEqual({ checkoutUrl: `https://checkout.paystack.com/${reserved.reference}` })
    expect(seen).toHaveLength(1)
  })

  it('keeps the reserved reference when Paystack cannot start the checkout: the e-mail links its page, which answers 502', async () => {
    const registration = await register('unreachable@example.ng')
    expect(registration.status).toBe('awaiting-payment')
    const { reference } = registration.payment
    expect(registration.payment).toEqual({ reference, checkoutUrl: `https://www.sunharvest.ng/payment/${reference}`, awaitsCheckout: true })
    const refused = await post(`/api/payments/${reference}/checkout`, '')
    expect(refused.status).toBe(502)
    expect(((await refused.json()) as { message: string }).message).toMatch(/could not be reached/)
    expect(await statusOf(registration.id)).toBe('awaiting-payment')
  })

  it('finds a registration by a reference made before references named their registration', async () => {
    const registration = await register('legacy@example.ng')
    const legacy = { reference: 'pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03', checkoutUrl: 'https://checkout.paystack.com/legacy' }
    await sqlStore(backend.db).registrations.move(registration.id, ['awaiting-payment'], { payment: legacy })
    verifyAnswer = { status: 'success', amount: registration.amount * 100, currency: 'NGN' }
    const paid = await app.request(`/api/payments/${legacy.reference}`)
    expect(await paid.json()).toEqual({ reference: legacy.reference, status: 'paid', amount: registration.amount })
    // A reference naming a registration that holds another reference finds nothing.
    const forged = `pay-00000000-0000-4000-8000-000000000000-${registration.id}`
    expect((await app.request(`/api/payments/${forged}`)).status).toBe(404)
  })
})
