import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError, notFound } from '../../src/api/rules/http-error'
import { isSignedBy, SIGNATURE_HEADER } from '../../src/api/rules/payment-signature'
import { STATUS_TEXT } from '../../src/api/rules/registration-lifecycle'
import { readBody, readText } from '../../src/api/rules/read-body'
import { paystackEventSchema } from '../../src/api/schemas/payments'
import { json, noContent, type ApiDeps } from '../context'
import { simulatedPayments } from '../payments/simulated'
import { registrationPaidWith, settlePayment } from '../payments/settle'
import { checkoutOf } from '../payments/start'
import { endpoint } from './endpoint'

/** Paystack's webhook (and the simulated checkout's), the status a returning visitor reads, and starting a checkout. */
export function paymentRoutes(app: Hono, { store, payments = simulatedPayments() }: ApiDeps) {
  endpoint(app, store, endpoints.paystackWebhook, async (c) => {
    // The signature covers the bytes as sent: read them raw, and parse only what is proven to be the provider's.
    const raw = await readText(c.req.raw)
    if (!(await isSignedBy(raw, c.req.header(SIGNATURE_HEADER), payments.webhookKey)))
      throw new HttpError(401, 'The payment event is not signed by the payment provider.')
    const signed = new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: raw })
    const event = await readBody(signed, paystackEventSchema)
    // Any other event is acknowledged, so the provider does not send it again, and changes nothing.
    if (event.event !== 'charge.success') return noContent(c)
    const { reference, amount, currency, status } = event.data
    await settlePayment(store, reference, { status, amountKobo: amount, currency })
    return noContent(c)
  })

  endpoint(app, store, endpoints.getPaymentStatus, async (c) => {
    const reference = c.req.param('reference')!
    let registration = await registrationPaidWith(store, reference)
    if (!registration) throw notFound('Payment')
    if (registration.status === 'awaiting-payment') {
      const charge = await payments.verify(reference).catch(() => null)
      if (charge && (await settlePayment(store, reference, charge))) registration = await registrationPaidWith(store, reference)
    }
    return json(c, { reference, status: registration!.status, amount: registration!.amount })
  })

  endpoint(app, store, endpoints.startCheckout, async (c) => {
    const registration = await registrationPaidWith(store, c.req.param('reference')!)
    if (!registration) throw notFound('Payment')
    if (registration.status !== 'awaiting-payment')
      throw new HttpError(409, `This registration is ${STATUS_TEXT[registration.status].toLowerCase()}: there is nothing to pay.`)
    const started = await checkoutOf(c, store, payments, registration).catch(async (error: unknown) => {
      // Two asks at once: the provider refuses the second start of one reference; the first one's checkout is stored.
      const meanwhile = await registrationPaidWith(store, registration.payment!.reference)
      if (meanwhile?.payment && !meanwhile.payment.awaitsCheckout) return meanwhile
      console.error('The online payment could not be started', error)
      throw new HttpError(502, 'The payment provider could not be reached. Try again in a moment, or pay by bank transfer.')
    })
    return json(c, { checkoutUrl: started.payment!.checkoutUrl })
  })
}
