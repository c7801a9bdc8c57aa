/**
 * The site's page of one payment: where the provider sends the visitor back, where the simulated checkout lives (with
 * `?amount=`), and where a registrant starts paying a seat that came from the waiting list.
 */
export const paymentPagePath = (reference: string) => `/payment/${encodeURIComponent(reference)}`
