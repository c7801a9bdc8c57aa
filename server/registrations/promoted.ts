import type { Registration } from '../../src/api/schemas'
import type { Store } from '../store'

/**
 * Registrations that just left the waiting list for a seat, in the transaction that gave it to them: the place to
 * queue the e-mail telling them their seat is held and until when. No e-mail yet.
 */
export async function tellPromotedRegistrations(_trx: Store, _promoted: readonly Registration[]): Promise<void> {}
