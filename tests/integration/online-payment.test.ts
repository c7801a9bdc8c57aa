// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { SIGNATURE_HEADER, signPaymentEvent, SIMULATED_PAYMENT_KEY } from '../../src/api/rules/payment-signature'
import type { Registration } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { sampleRegistration } from '../setup/inquiry-samples'

// Part of the contract suite: online payment settles alike on the mock and on the server (the simulated provider).

type Registered = Registration & { payment: { reference: string; checkoutUrl: string } }

let token: string
beforeEach(async () => {
  token = await signIn()
  await liftPublicWriteLimits()
})

let registrants = 0
async function register() {
  registrants += 1
  const email = `payer-${registrants}@example.ng`
  const { status, body } = await call('POST', '/registrations', { body: { ...sampleRegistration, email } })
  expect(status).toBe(201)
  return body as Registered
}

const chargeOf = (registration: Registered, data: object = {}) => ({
  event: 'charge.success',
  data: { reference: registration.payment.reference, amount: registration.amount * 100, currency: 'NGN', status: 'success', ...data },
})

async function sendEvent(event: object, sign: (raw: string) => Promise<string | undefined> = (raw) => signPaymentEvent(raw, SIMULATED_PAYMENT_KEY)) {
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
    expect(body).toEqual({ reference: registration.payment.reference, status: 'awaiting-payment' })
    expect((await call('GET', '/payments/pay-unknown')).status).toBe(404)
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
