import { PAYMENT_CURRENCY } from '../rules/payment-signature'
import type { PaymentProvider } from './provider'

export const PAYSTACK_API = 'https://api.paystack.co'

type PaystackAnswer<T> = { status: boolean; message: string; data?: T }

/** Paystack's transaction API with the secret key; `baseUrl` lets a test put a fake Paystack on loopback. */
export function paystackPayments(secretKey: string, baseUrl = PAYSTACK_API): PaymentProvider {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' },
    })
    const answer = (await response.json().catch(() => ({}))) as PaystackAnswer<T>
    if (!response.ok || !answer.status || !answer.data) throw new Error(`Paystack ${path}: ${response.status} ${answer.message ?? ''}`)
    return answer.data
  }
  return {
    mode: 'paystack',
    webhookKey: secretKey,
    async initialize({ reference, amountKobo, email, callbackUrl, metadata }) {
      // Without a callback URL, Paystack sends the payer to the one set in its dashboard.
      const body = { reference, amount: amountKobo, currency: PAYMENT_CURRENCY, email, callback_url: callbackUrl, metadata }
      const data = await call<{ authorization_url: string }>('/transaction/initialize', { method: 'POST', body: JSON.stringify(body) })
      return { checkoutUrl: data.authorization_url }
    },
    async verify(reference) {
      const data = await call<{ status: string; amount: number; currency: string }>(`/transaction/verify/${encodeURIComponent(reference)}`)
      return { status: data.status, amountKobo: data.amount, currency: data.currency }
    },
  }
}
