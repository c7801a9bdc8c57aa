import type { PaymentsConfig } from '../config'
import { paystackPayments } from '../../api/payments/paystack'
import type { OnlinePayments } from '../../api/payments/provider'
import { simulatedPayments } from '../../api/payments/simulated'

/** The server's online payments as configured (server/config.ts), and what it logs about them at start. */
export function configuredPayments(config: PaymentsConfig, paystackApiUrl?: string): { payments: OnlinePayments; note: string } {
  if (config.mode === 'paystack')
    return { payments: paystackPayments(config.secretKey, paystackApiUrl), note: 'online payments: Paystack' }
  if (config.mode === 'simulated')
    return { payments: simulatedPayments(), note: 'PAYMENTS=simulated: test payments, no money moves (never on a live site)' }
  return { payments: 'off', note: 'online payments off, bank transfer only: set PAYSTACK_SECRET_KEY to take card payments' }
}
