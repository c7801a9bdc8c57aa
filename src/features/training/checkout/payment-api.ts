import { apiRequest } from '../../../api/client'
import { checkoutSchema, paymentStatusSchema } from '../../../api/schemas/payments'

/** The status of the registration paid with `reference` (the API verifies with the provider first). */
export const fetchPaymentStatus = (reference: string) =>
  apiRequest(`/payments/${encodeURIComponent(reference)}`, { schema: () => paymentStatusSchema })

/** The provider's checkout for the registration paid with `reference`, started on first ask. */
export const startCheckout = (reference: string) =>
  apiRequest(`/payments/${encodeURIComponent(reference)}/checkout`, { method: 'POST', schema: () => checkoutSchema })

/** The simulated checkout's "Pay": the API, in simulated mode only, settles it as a test payment (no money moves). */
export async function paySimulated(reference: string) {
  await apiRequest(`/payments/${encodeURIComponent(reference)}/simulated-charge`, { method: 'POST' })
}
