import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '../client'
import type { PaymentMode } from '../schemas/payments'

/**
 * How the API takes online payments, as the API says (its host chose it: server/config.ts; the demo's is simulated).
 * The one place the UI learns it: the payment page offers "Pay online" by it, the admin shows it.
 */
export const paymentModeQuery = queryOptions({
  queryKey: ['payment-mode'],
  queryFn: ({ signal }) => apiCall('getPaymentMode', { signal }),
  // A server's mode is set at its start: read once a page load.
  staleTime: Infinity,
})

/** Undefined until the API has answered (or while `enabled` is false: nothing is asked). */
export const usePaymentMode = (enabled = true): PaymentMode | undefined =>
  useQuery({ ...paymentModeQuery, enabled }).data?.payments
