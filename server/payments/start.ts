import type { Context } from 'hono'
import { koboOf } from '../../src/api/rules/payment-signature'
import type { Registration } from '../../src/api/schemas'
import type { Store } from '../store'
import type { PaymentProvider } from './provider'

/** Where the provider sends the visitor back: the site's payment page for the reference. */
const callbackUrlOf = (c: Context, reference: string) => `${new URL(c.req.url).origin}/payment/${encodeURIComponent(reference)}`

/**
 * Starts the online payment of a registration that awaits payment, outside the registration's transaction (the
 * provider is a network call), and stores it on the registration. A provider that fails leaves the registration as
 * it is: the registrant still has the bank transfer, and the answer simply carries no payment.
 */
export async function startPayment(c: Context, store: Store, payments: PaymentProvider, registration: Registration) {
  if (registration.status !== 'awaiting-payment' || registration.payment) return registration
  // Unguessable: the reference alone reads the registration's status.
  const reference = `pay-${crypto.randomUUID()}`
  try {
    const { checkoutUrl } = await payments.initialize({
      reference,
      amountKobo: koboOf(registration.amount),
      email: registration.email,
      callbackUrl: callbackUrlOf(c, reference),
      metadata: { registrationId: registration.id },
    })
    const payment = { reference, checkoutUrl }
    const stored = await store.transaction((trx) => trx.registrations.move(registration.id, ['awaiting-payment'], { payment }))
    return stored ?? registration
  } catch (error) {
    console.error('The online payment could not be started', error)
    return registration
  }
}
