import { paymentPagePath } from '../../src/api/rules/payment-page'
import type { PaymentProvider } from './provider'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The simulated provider's webhook key: random, made once per process (a tab, a server, a test run). Nobody outside
 * the process can sign with it; the simulated checkout pays through POST /payments/:reference/simulated-charge, a
 * route that exists only while payments are simulated. Tests in the same process sign webhooks with it.
 */
export const SIMULATED_WEBHOOK_KEY = hex(crypto.getRandomValues(new Uint8Array(32)))

/**
 * A provider with no outside service, chosen for the demo, tests or a server started with PAYMENTS=simulated: its
 * checkout is a page of the app (src/features/training/checkout), whose "Pay" asks the API to settle the payment as
 * a test payment. It keeps no charges, so `verify` knows of none.
 */
export function simulatedPayments(): PaymentProvider {
  return {
    mode: 'simulated',
    webhookKey: SIMULATED_WEBHOOK_KEY,
    // The page returns to the site's own payment page, never to an address from its query (no open redirect).
    async initialize({ reference, amountKobo }) {
      // The app's own checkout page, standing in for the provider's: the payment page with the amount to pay.
      return { checkoutUrl: `${paymentPagePath(reference)}?amount=${amountKobo}` }
    },
    async verify() {
      return { status: 'pending', amountKobo: 0, currency: 'NGN' }
    },
  }
}
