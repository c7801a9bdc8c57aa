import type { Context, Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError, notFound } from '../rules/http-error'
import { isSignedBy, koboOf, PAYMENT_CURRENCY, SIGNATURE_HEADER } from '../rules/payment-signature'
import type { WriteLimit } from '../rules/public-writes'
import { STATUS_TEXT } from '../../src/api/rules/registration-lifecycle'
import { readBody, readText } from '../rules/read-body'
import { paystackEventSchema } from '../../src/api/schemas/payments'
import { json, noContent, type ApiDeps } from '../context'
import { onlinePaymentsOf } from '../payments/online-payments'
import { modeOf } from '../payments/provider'
import { isPaymentReference } from '../payments/reference'
import { registrationPaidWith, settlePayment } from '../payments/settle'
import { checkoutOf } from '../payments/start'
import { memoizedVerify } from '../payments/verify-memo'
import { endpoint } from './endpoint'
import { publicRulesOf, take } from './public-write-guard'

const NOT_SIGNED = 'The payment event is not signed by the payment provider.'
const TOO_MANY_LOOKUPS = 'Too many requests from here. Please try again in a few minutes.'
/** A registrant opens their payment page a few times; many registrants may share a carrier's address. */
export const PAYMENT_LOOKUPS: WriteLimit = { max: 60, windowMs: 5 * 60 * 1000 }

/**
 * The payment mode, Paystack's webhook, the status a returning visitor reads, starting a checkout, and, only while
 * payments are simulated, the simulated checkout's "Pay".
 */
export function paymentRoutes(app: Hono, deps: ApiDeps) {
  const { store } = deps
  const payments = onlinePaymentsOf(deps)
  const simulated = payments !== 'off' && payments.mode === 'simulated'
  const verify = payments === 'off' ? async () => null : memoizedVerify(payments)

  /** A reference of another shape is 404 at once (no store read); lookups are limited per client address. */
  async function lookUp(c: Context) {
    const reference = c.req.param('reference')!
    if (!isPaymentReference(reference)) throw notFound('Payment')
    const address = deps.clientAddress?.(c) ?? 'local'
    await take(store, `payments:address:${address}`, publicRulesOf(deps).paymentLookups ?? PAYMENT_LOOKUPS, TOO_MANY_LOOKUPS)
    const registration = await registrationPaidWith(store, reference)
    if (!registration) throw notFound('Payment')
    return { reference, registration }
  }

  endpoint(app, store, endpoints.getPaymentMode, async (c) => json(c, { payments: modeOf(payments) }))

  endpoint(app, store, endpoints.paystackWebhook, async (c) => {
    // Online payment off: there is no key, so no event is the provider's.
    if (payments === 'off') throw new HttpError(401, NOT_SIGNED)
    // The signature covers the bytes as sent: read them raw, and parse only what is proven to be the provider's.
    const raw = await readText(c.req.raw)
    if (!(await isSignedBy(raw, c.req.header(SIGNATURE_HEADER), payments.webhookKey))) throw new HttpError(401, NOT_SIGNED)
    const signed = new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: raw })
    const event = await readBody(signed, paystackEventSchema)
    // Any other event is acknowledged, so the provider does not send it again, and changes nothing.
    if (event.event !== 'charge.success') return noContent(c)
    const { reference, amount, currency, status } = event.data
    await settlePayment(store, reference, { status, amountKobo: amount, currency }, { simulated })
    return noContent(c)
  })

  endpoint(app, store, endpoints.getPaymentStatus, async (c) => {
    const found = await lookUp(c)
    const { reference } = found
    let { registration } = found
    if (registration.status === 'awaiting-payment') {
      const charge = await verify(reference)
      if (charge && (await settlePayment(store, reference, charge, { simulated })))
        registration = (await registrationPaidWith(store, reference)) ?? registration
    }
    return json(c, { reference, status: registration.status, amount: registration.amount })
  })

  endpoint(app, store, endpoints.startCheckout, async (c) => {
    const { registration } = await lookUp(c)
    if (registration.status !== 'awaiting-payment')
      throw new HttpError(409, `This registration is ${STATUS_TEXT[registration.status].toLowerCase()}: there is nothing to pay.`)
    const started = await checkoutOf(store, payments, registration).catch(async (error: unknown) => {
      if (error instanceof HttpError) throw error
      // Two asks at once: the provider refuses the second start of one reference; the first one's checkout is stored.
      const meanwhile = await registrationPaidWith(store, registration.payment!.reference)
      if (meanwhile?.payment && !meanwhile.payment.awaitsCheckout) return meanwhile
      console.error('The online payment could not be started', error)
      throw new HttpError(502, 'The payment provider could not be reached. Try again in a moment, or pay by bank transfer.')
    })
    return json(c, { checkoutUrl: started.payment!.checkoutUrl })
  })

  if (simulated) simulatedChargeRoute(app, deps)
}

/**
 * The simulated checkout's "Pay": the charge Paystack would confirm, for the registration's amount, settled by the
 * server itself as a test payment. Registered only while payments are simulated: elsewhere the path is unknown (404).
 */
function simulatedChargeRoute(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.paySimulated, async (c) => {
    const reference = c.req.param('reference')!
    const registration = await registrationPaidWith(store, reference)
    if (!registration) throw notFound('Payment')
    const charge = { status: 'success', amountKobo: koboOf(registration.amount), currency: PAYMENT_CURRENCY }
    await settlePayment(store, reference, charge, { simulated: true })
    return noContent(c)
  })
}
