import type { Registration } from '../../src/api/schemas'
import { queueRegistrantEmail } from '../mail/queue'
import type { Store } from '../store'

/**
 * Registrations that just left the waiting list for a seat, in the transaction that gave it to them: each is told by
 * e-mail, with the payment information and the hold's deadline, that the seat is held for them.
 */
export async function tellPromotedRegistrations(trx: Store, promoted: readonly Registration[]): Promise<void> {
  for (const registration of promoted) await queueRegistrantEmail(trx, 'waitlistSeat', registration)
}
