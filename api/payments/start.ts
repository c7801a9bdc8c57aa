import { HttpError } from '../rules/http-error'
import { paymentPageUrl } from '../../src/api/rules/payment-page'
import { koboOf } from '../rules/payment-signature'
import type { Registration, SiteSettings } from '../../src/api/schemas'
import type { Store } from '../store'
import type { OnlinePayments } from './provider'
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

/** Where the provider sends a payer back: the payment page on the Site URL setting, never on the request's Host. */
async function callbackUrlOf(store: Store, reference: string): Promise<string | undefined> {
  const settings = await store.records('siteSettings').first<SiteSettings>()
  const url = paymentPageUrl(settings?.siteUrl ?? '', reference)
  // An empty setting gives the path alone: the provider then uses the callback set in its own dashboard.
  return /^https?:\/\//.test(url) ? url : undefined
}

export const ONLINE_PAYMENT_OFF = 'Online payment is not available: please pay by bank transfer, as your e-mail says.'

/**
 * The provider's checkout of a registration awaiting payment, started now if it has none (outside any transaction:
 * the provider is a network call), and stored on the registration. Throws when the provider fails, and 409 when
 * online payment is off.
 */
export async function checkoutOf(store: Store, payments: OnlinePayments, registration: Registration): Promise<Registration> {
  if (registration.payment && !registration.payment.awaitsCheckout) return registration
  if (payments === 'off') throw new HttpError(409, ONLINE_PAYMENT_OFF)
  const reference = registration.payment?.reference ?? newPaymentReference(registration.id)
  const { checkoutUrl } = await payments.initialize({
    reference,
    amountKobo: koboOf(registration.amount),
    email: registration.email,
    callbackUrl: await callbackUrlOf(store, reference),
    metadata: { registrationId: registration.id },
  })
  const payment = { reference, checkoutUrl }
  const stored = await store.transaction((trx) => trx.registrations.move(registration.id, ['awaiting-payment'], { payment }))
  return stored ?? registration
}

/**
 * Starts the online payment of a new registration that awaits payment. A provider that fails, or online payment
 * off, leaves the registration as it is (its payment awaiting a checkout): the registrant has the bank transfer, and
 * the payment dialog offers no card payment.
 */
export async function startPayment(store: Store, payments: OnlinePayments, registration: Registration) {
  if (registration.status !== 'awaiting-payment' || payments === 'off') return registration
  try {
    return await checkoutOf(store, payments, registration)
  } catch (error) {
    console.error('The online payment could not be started', error)
    return registration
  }
}
