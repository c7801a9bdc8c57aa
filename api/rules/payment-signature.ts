/**
 * The webhook signature Paystack uses: `x-paystack-signature` is the HMAC-SHA512, in hex, of the raw body with the
 * secret key (the simulated provider's: a random key per process). Web Crypto, so the server and the demo's API in
 * the browser share it.
 */
export const SIGNATURE_HEADER = 'x-paystack-signature'

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

export async function signPaymentEvent(rawBody: string, key: string): Promise<string> {
  const encoder = new TextEncoder()
  const hmacKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign'])
  return hex(await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(rawBody)))
}

/** Compared in constant time, so the answer's timing does not reveal how much of a guess was right. */
export async function isSignedBy(rawBody: string, signature: string | undefined | null, key: string): Promise<boolean> {
  if (!signature) return false
  const expected = await signPaymentEvent(rawBody, key)
  if (expected.length !== signature.length) return false
  let difference = 0
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i)
  return difference === 0
}

/** Kobo, the unit providers count naira in. */
export const koboOf = (naira: number) => Math.round(naira * 100)
export const PAYMENT_CURRENCY = 'NGN'
