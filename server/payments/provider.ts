/** What the API asks of a payment provider: Paystack on a live server, the simulated one elsewhere. */
export type PaymentStart = {
  reference: string
  amountKobo: number
  email: string
  /** Where the provider sends the visitor back, with the reference. */
  callbackUrl: string
  metadata: Record<string, string>
}

export type Charge = {
  /** The provider's word: only 'success' settles a registration. */
  status: string
  amountKobo: number
  currency: string
}

export interface PaymentProvider {
  initialize(start: PaymentStart): Promise<{ checkoutUrl: string }>
  verify(reference: string): Promise<Charge>
  /** The key its webhook calls are signed with (see src/api/rules/payment-signature.ts). */
  webhookKey: string
}
