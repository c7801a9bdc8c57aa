/**
 * The site's page of one payment: where the provider sends the visitor back, where the simulated checkout lives (with
 * `?amount=`), and where a registrant starts paying a seat that came from the waiting list.
 */
export const paymentPagePath = (reference: string) => `/payment/${encodeURIComponent(reference)}`

/**
 * The payment page's address for an e-mail: absolute on the Site URL setting, or the path alone while the setting is
 * empty (an admin may leave it so).
 */
export function paymentPageUrl(siteUrl: string, reference: string): string {
  const path = paymentPagePath(reference)
  try {
    return siteUrl ? new URL(path, siteUrl).href : path
  } catch {
    return path
  }
}
