import { apiCall } from '../../../api/client'

/** The status of the registration paid with `reference` (the API verifies with the provider first). */
export const fetchPaymentStatus = (reference: string) =>
  apiCall('getPaymentStatus', { params: { reference } })

/** The provider's checkout for the registration paid with `reference`, started on first ask. */
export const startCheckout = (reference: string) =>
  apiCall('startCheckout', { params: { reference } })

/** The simulated checkout's "Pay": the API, in simulated mode only, settles it as a test payment (no money moves). */
export async function paySimulated(reference: string) {
  await apiCall('paySimulated', { params: { reference } })
}
