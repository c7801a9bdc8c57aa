import type { PaymentMode } from '../../src/api/schemas/payments'

/** What the API asks of a payment provider: Paystack on a live server, the simulated one where someone chose it. */
export type PaymentStart = {
  reference: string
  amountKobo: number
  email: string
  /** Where the provider sends the visitor back, with the reference; absent while the Site URL setting is empty. */
  callbackUrl: string | undefined
  metadata: Record<string, string>
}

export type Charge = {
  /** The provider's word: only 'success' settles a registration. */
  status: string
  amountKobo: number
  currency: string
}

export interface PaymentProvider {
  mode: Exclude<PaymentMode, 'off'>
  initialize(start: PaymentStart): Promise<{ checkoutUrl: string }>
  verify(reference: string): Promise<Charge>
  /** The key its webhook calls are signed with (see api/rules/payment-signature.ts). */
  webhookKey: string
}

/** How the API takes online payments: a provider, or `'off'` (bank transfer only: no checkout, no webhook). */
export type OnlinePayments = PaymentProvider | 'off'

export const modeOf = (payments: OnlinePayments): PaymentMode => (payments === 'off' ? 'off' : payments.mode)
