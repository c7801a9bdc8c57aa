// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { SIGNATURE_HEADER, signPaymentEvent } from '../../api/rules/payment-signature'
import { SIMULATED_WEBHOOK_KEY } from '../../api/payments/simulated'
import { seed } from '../../fixtures'
import type { Registration, TrainingSession } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration, storedRegistration } from '../setup/inquiry-samples'
import { storeRecords } from '../setup/store-records'

// Part of the contract suite: online payment settles alike on the mock and on the server (the simulated provider).

type Registered = Registration & { payment: { reference: string; checkoutUrl: string } }

let token: string
beforeEach(async () => {
  token = await signIn()
  await liftPublicWriteLimits()
})

let registrants = 0
async function register(extra: object = {}) {
  registrants += 1
  const email = `payer-${registrants}@example.ng`
  const { status, body } = await call('POST', '/registrations', { body: { ...sampleRegistration, email, ...extra } })
  expect(status).toBe(201)
  return body as Registered
}

const chargeOf = (registration: Registered, data: object = {}) => ({
  event: 'charge.success',
  data: { reference: registration.payment.reference, amount: registration.amount * 100, currency: 'NGN', status: 'success', ...data },
})

async function sendEvent(event: object, sign: (raw: string) => Promise<string | undefined> = (raw) => signPaymentEvent(raw, SIMULATED_WEBHOOK_KEY)) {
  const raw = JSON.stringify(event)
  const signature = await sign(raw)
  return call('POST', '/payments/paystack/webhook', { raw, headers: signature ? { [SIGNATURE_HEADER]: signature } : {} })
}

const statusOf = async (id: string) => ((await call('GET', `/registrations/${id}`, { token })).body as Registration).status
const paidMailsTo = async (email: string) => {
  const { body } = await call('GET', '/outbox?pageSize=100', { token })
  return (body.items as { to: string; subject: string }[]).filter((mail) => mail.to === email && mail.subject.startsWith('Payment received'))
}

describe('a registration awaiting payment starts an online payment', () => {
  it('answers with the payment reference and the checkout to pay at, and stores them', async () => {
    const registration = await register()
    expect(registration.status).toBe('awaiting-payment')
    expect(registration.payment.reference).toMatch(/^pay-/)
    expect(registration.payment.checkoutUrl).toContain(encodeURIComponent(registration.payment.reference))
    expect(registration.payment.checkoutUrl).toContain(`amount=${registration.amount * 100}`)
    const stored = (await call('GET', `/registrations/${registration.id}`, { token })).body as Registration
    expect(stored.payment).toEqual(registration.payment)
  })

  it('reveals only the status to whoever holds the reference', async () => {
    const registration = await register()
    const { status, body } = await call('GET', `/payments/${registration.payment.reference}`)
    expect(status).toBe(200)
    expect(body).toEqual({ reference: registration.payment.reference, status: 'awaiting-payment', amount: registration.amount })
    expect((await call('GET', '/payments/pay-unknown')).status).toBe(404)
  })
})

describe('simulated payments (the browser store, and the contract suite on the server)', () => {
  it('the API says so', async () => {
    expect((await call('GET', '/payments/mode')).body).toEqual({ payments: 'simulated' })
  })

  it("the simulated checkout's Pay settles the registration as a test payment, once; an unknown reference is 404", async () => {
    const registration = await register()
    expect((await call('POST', `/payments/${registration.payment.reference}/simulated-charge`)).status).toBe(204)
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body).toMatchObject({ status: 'paid', paid: { via: 'online', simulated: true } })
    expect((await call('POST', `/payments/${registration.payment.reference}/simulated-charge`)).status).toBe(204)
    expect(await paidMailsTo(registration.email)).toHaveLength(1)
    expect((await call('POST', '/payments/pay-unknown/simulated-charge')).status).toBe(404)
  })

  it('a reference made before references named their registration (pay-<uuid>) is found by the store', async () => {
    const reference = 'pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f03'
    await storeRecords('registrations', [storedRegistration(901, { status: 'awaiting-payment', payment: { reference, checkoutUrl: '/payment/x' } })])
    expect((await call('GET', `/payments/${reference}`)).body).toEqual({ reference, status: 'awaiting-payment', amount: 250_000 })
    expect((await call('GET', '/payments/pay-6f1c0a52-3b8e-4d07-9a51-2c4b7e9d1f04')).status).toBe(404)
  })
})

describe("the provider's webhook", () => {
  it('refuses an event without the signature, or signed with another key (401), and changes nothing', async () => {
    const registration = await register()
    expect((await sendEvent(chargeOf(registration), async () => undefined)).status).toBe(401)
    expect((await sendEvent(chargeOf(registration), (raw) => signPaymentEvent(raw, 'not-the-key'))).status).toBe(401)
    expect(await statusOf(registration.id)).toBe('awaiting-payment')
    expect(await paidMailsTo(registration.email)).toEqual([])
  })

  it('settles a successful charge of the amount: paid, and the registrant is e-mailed once; a replay changes nothing', async () => {
    const registration = await register()
    expect((await sendEvent(chargeOf(registration))).status).toBe(204)
    expect(await statusOf(registration.id)).toBe('paid')
    expect((await call('GET', `/registrations/${registration.id}`, { token })).body.paid).toMatchObject({ via: 'online' })
    expect((await call('GET', `/payments/${registration.payment.reference}`)).body.status).toBe('paid')
    expect(await paidMailsTo(registration.email)).toHaveLength(1)

    expect((await sendEvent(chargeOf(registration))).status).toBe(204)
    expect(await statusOf(registration.id)).toBe('paid')
    expect(await paidMailsTo(registration.email)).toHaveLength(1)
  })

  it('acknowledges a charge of another amount or currency, or not successful, and changes nothing', async () => {
    const registration = await register()
    for (const data of [{ amount: registration.amount * 100 - 100 }, { amount: registration.amount }, { currency: 'USD' }, { status: 'failed' }]) {
      expect((await sendEvent(chargeOf(registration, data))).status).toBe(204)
    }
    expect((await sendEvent({ ...chargeOf(registration), event: 'transfer.success' })).status).toBe(204)
    expect(await statusOf(registration.id)).toBe('awaiting-payment')
    expect(await paidMailsTo(registration.email)).toEqual([])
  })

  it('does not settle a registration that is no longer awaiting payment', async () => {
    const registration = await register()
    expect((await call('POST', `/registrations/${registration.id}/cancel`, { token })).status).toBe(200)
    expect((await sendEvent(chargeOf(registration))).status).toBe(204)
    expect(await statusOf(registration.id)).toBe('cancelled')
  })
})

describe('a seat given from the waiting list', () => {
  onDay(SPEC_TODAY)
  const advanced = seed.trainingSessions.find((session) => session.packageId === 'advanced')!
  const registration = async (id: string) => (await call('GET', `/registrations/${id}`, { token })).body as Registered
  const checkout = (reference: string) => call('POST', `/payments/${reference}/checkout`)

  async function promotedRegistrant() {
    const { id: _id, ...input } = advanced
    const session = (await call('POST', '/training-sessions', { token, body: { ...input, seatsLeft: 1 } })).body as TrainingSession
    const held = await register({ sessionId: session.id })
    const waiting = await register({ sessionId: session.id, waitlist: true })
    expect(waiting).toMatchObject({ status: 'waiting' })
    expect(waiting.payment).toBeUndefined()
    expect((await call('POST', `/registrations/${held.id}/cancel`, { token })).status).toBe(200)
    return registration(waiting.id)
  }

  it("holds a payment reference whose link, in the seat's e-mail, is the site's payment page; the checkout starts there", async () => {
    const promoted = await promotedRegistrant()
    const { reference } = promoted.payment
    expect(promoted).toMatchObject({ status: 'awaiting-payment' })
    expect(promoted.payment).toEqual({ reference: expect.stringMatching(/^pay-/), checkoutUrl: `https://www.sunharvest.ng/payment/${reference}`, awaitsCheckout: true })
    const { body: outbox } = await call('GET', '/outbox?pageSize=100', { token })
    const mails = (outbox.items as { to: string; body: string }[]).filter((mail) => mail.to === promoted.email)
    expect(mails.some((mail) => mail.body.includes(promoted.payment.checkoutUrl))).toBe(true)
    expect((await call('GET', `/payments/${reference}`)).body).toEqual({ reference, status: 'awaiting-payment', amount: promoted.amount })

    const started = await checkout(reference)
    expect(started.status).toBe(200)
    expect(started.body).toEqual({ checkoutUrl: `/payment/${reference}?amount=${promoted.amount * 100}` })
    expect((await registration(promoted.id)).payment).toEqual({ reference, checkoutUrl: started.body.checkoutUrl })
    // Asked again (a reload, a second tab): the same checkout.
    expect((await checkout(reference)).body).toEqual(started.body)

    expect((await sendEvent(chargeOf(promoted))).status).toBe(204)
    expect(await statusOf(promoted.id)).toBe('paid')
    expect((await checkout(reference)).status).toBe(409)
  })

  it('a registrant back from a declined checkout gets the same checkout again; an unknown reference is 404', async () => {
    const registered = await register()
    expect((await checkout(registered.payment.reference)).body).toEqual({ checkoutUrl: registered.payment.checkoutUrl })
    expect((await checkout('pay-unknown')).status).toBe(404)
  })
})
