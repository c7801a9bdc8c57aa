import type { Registration } from '../../src/api/schemas'
import type { Store } from '../store'
import { expireLapsedHolds } from './lifecycle'
import { remindExpiringHolds } from './reminders'

/** What the expiry job (the server) and the request-time rule (the browser store) do at `now`: remind, then expire. */
export async function keepHolds(store: Store, now = new Date()) {
  // One read for both: each change is a conditional move, so a registration changed since is passed over.
  const registrations = await store.records('registrations').all<Registration>()
  const reminded = await remindExpiringHolds(store, registrations, now)
  return { reminded, ...(await expireLapsedHolds(store, registrations, now)) }
}
