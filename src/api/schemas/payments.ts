/** Not in the schemas' index: the public pages' bundle does not carry the webhook's shapes. */
import { z } from 'zod'
import { REGISTRATION_STATUSES } from '../rules/registration-lifecycle'

/** Paystack's webhook event, as much of it as the API reads (amount in kobo). */
export const paystackEventSchema = z.object({
  event: z.string().min(1),
  data: z.object({
    reference: z.string().min(1).max(100),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1).max(10),
    status: z.string().min(1).max(50),
  }),
})
export type PaystackEvent = z.infer<typeof paystackEventSchema>

/** All a visitor holding a reference learns: the status of that registration, nothing personal. */
export const paymentStatusSchema = z.object({
  reference: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** Naira, what paying online charges. */
  amount: z.number().int().positive(),
})
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/**
 * How the API takes online payments: with Paystack (a secret key), simulated (a mode someone chose: the demo, tests,
 * `PAYMENTS=simulated`; no money moves), or not at all (bank transfer only).
 */
export const PAYMENT_MODES = ['paystack', 'simulated', 'off'] as const
export type PaymentMode = (typeof PAYMENT_MODES)[number]
export const paymentModeSchema = z.object({ payments: z.enum(PAYMENT_MODES) })

/** Where to pay a registration online: the provider's hosted checkout. */
export const checkoutSchema = z.object({ checkoutUrl: z.string().min(1) })
