import { paymentPagePath } from '../../src/api/rules/payment-page'
import { SIMULATED_PAYMENT_KEY } from '../../src/api/rules/payment-signature'
import type { PaymentProvider } from './provider'


/**
 * A provider with no outside service: its checkout is a page of the app (src/features/training/checkout), which
 * calls the webhook signed with the simulated key. It keeps no charges, so `verify` knows of none: in the simulation
 * the webhook is the only way a payment settles.
 */
export function simulatedPayments(): PaymentProvider {
  return {
    webhookKey: SIMULATED_PAYMENT_KEY,
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
