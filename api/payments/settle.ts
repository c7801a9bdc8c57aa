import { koboOf, PAYMENT_CURRENCY } from '../rules/payment-signature'
import type { Registration } from '../../src/api/schemas'
import { queuePaidEmail } from '../mail/queue'
import { moveRegistration } from '../registrations/lifecycle'
import type { Store } from '../store'
import type { Charge } from './provider'
import { isPaymentReference, registrationIdIn } from './reference'

/**
 * The registration whose online payment has this reference: read by the id it names, older ones (`pay-<uuid>`) through
 * the store's index. A reference of any other shape names none and reads nothing.
 */
export async function registrationPaidWith(store: Store, reference: string): Promise<Registration | undefined> {
  if (!isPaymentReference(reference)) return undefined
  const id = registrationIdIn(reference)
  if (id === undefined) return store.registrations.withPaymentReference(reference)
  const registration = await store.records('registrations').get<Registration>(id)
  return registration?.payment?.reference === reference ? registration : undefined
}

/** A charge settles a registration only when it succeeded for exactly what the registration costs. */
export const chargeCovers = (charge: Charge, registration: Pick<Registration, 'amount'>) =>
  charge.status === 'success' && charge.amountKobo === koboOf(registration.amount) && charge.currency === PAYMENT_CURRENCY

/**
 * Settles the registration paid with `reference` by `charge` (the webhook's, a verification's or the simulated
 * checkout's): the same move as an admin's mark-paid, from awaiting payment only, so a replay, a second channel or a
 * lapsed hold changes nothing. The registrant is e-mailed in the same transaction. A `simulated` payment is recorded
 * as one (no money moved). True when this call settled it.
 */
export async function settlePayment(
  store: Store,
  reference: string,
  charge: Charge,
  { simulated = false } = {},
): Promise<boolean> {
  return store.transaction(async (trx) => {
    const registration = await registrationPaidWith(trx, reference)
    if (!registration || !chargeCovers(charge, registration)) return false
    const paid = { at: new Date().toISOString(), via: 'online' as const, ...(simulated ? { simulated: true as const } : {}) }
    const moved = await moveRegistration(trx, { ...registration, status: 'awaiting-payment' }, 'paid', { paid })
    if (!moved) return false
    await queuePaidEmail(trx, moved.registration)
    return true
  })
}
