import type { Context } from 'hono'
import { paymentPagePath, paymentPageUrl } from '../../src/api/rules/payment-page'
import { koboOf } from '../../src/api/rules/payment-signature'
import type { Registration } from '../../src/api/schemas'
import type { Store } from '../store'
import type { PaymentProvider } from './provider'
import { newPaymentReference } from './reference'

type Payment = NonNullable<Registration['payment']>

/**
 * A registration's payment reference, reserved in the transaction that gives it a seat (a new registration, or one
 * from the waiting list): the provider is not called (a network call has no place in that transaction), and its link
 * is the site's payment page, which starts the checkout when the registrant opens it (or `checkoutOf`, just after).
 */
export function reservedPayment(siteUrl: string, registrationId: string): Payment {
  const reference = newPaymentReference(registrationId)
  return { reference, checkoutUrl: paymentPageUrl(siteUrl, reference), awaitsCheckout: true }
}

/**
 * The provider's checkout of a registration awaiting payment, started now if it has none (outside any transaction:
 * the provider is a network call), and stored on the registration. Throws when the provider fails.
 */
export async function checkoutOf(c: Context, store: Store, payments: PaymentProvider, registration: Registration): Promise<Registration> {
  if (registration.payment && !registration.payment.awaitsCheckout) return registration
  const reference = registration.payment?.reference ?? newPaymentReference(registration.id)
  const { checkoutUrl } = await payments.initialize({
    reference,
    amountKobo: koboOf(registration.amount),
    email: registration.email,
    // Where the provider sends the visitor back.
    callbackUrl: `${new URL(c.req.url).origin}${paymentPagePath(reference)}`,
    metadata: { registrationId: registration.id },
  })
  const payment = { reference, checkoutUrl }
  const stored = await store.transaction((trx) => trx.registrations.move(registration.id, ['awaiting-payment'], { payment }))
  return stored ?? registration
}

/**
 * Starts the online payment of a new registration that awaits payment. A provider that fails leaves the registration
 * as it is: the registrant still has the bank transfer, and the answer simply carries no payment.
 */
export async function startPayment(c: Context, store: Store, payments: PaymentProvider, registration: Registration) {
  if (registration.status !== 'awaiting-payment') return registration
  try {
    return await checkoutOf(c, store, payments, registration)
  } catch (error) {
    console.error('The online payment could not be started', error)
    return registration
  }
}
