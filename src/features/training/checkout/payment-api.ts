import { apiRequest } from '../../../api/client'
import { PAYMENT_CURRENCY, SIGNATURE_HEADER, signPaymentEvent, SIMULATED_PAYMENT_KEY } from '../../../api/rules/payment-signature'
import { checkoutSchema, paymentStatusSchema } from '../../../api/schemas/payments'

/** The status of the registration paid with `reference` (the API verifies with the provider first). */
export const fetchPaymentStatus = (reference: string) =>
  apiRequest(`/payments/${encodeURIComponent(reference)}`, { schema: () => paymentStatusSchema })

/** The provider's checkout for the registration paid with `reference`, started on first ask. */
export const startCheckout = (reference: string) =>
  apiRequest(`/payments/${encodeURIComponent(reference)}/checkout`, { method: 'POST', schema: () => checkoutSchema })

/** What Paystack would send on a successful charge, signed as it would sign it, with the simulated key. */
export async function paySimulated(reference: string, amountKobo: number) {
  const event = {
    event: 'charge.success',
    data: { reference, amount: amountKobo, currency: PAYMENT_CURRENCY, status: 'success' },
  }
  const signature = await signPaymentEvent(JSON.stringify(event), SIMULATED_PAYMENT_KEY)
  await apiRequest('/payments/paystack/webhook', { method: 'POST', body: event, headers: { [SIGNATURE_HEADER]: signature } })
}
