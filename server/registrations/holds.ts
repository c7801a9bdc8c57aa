import type { Store } from '../store'
import { expireLapsedHolds } from './lifecycle'
import { remindExpiringHolds } from './reminders'

/** What the expiry job (the server) and the request-time rule (the browser store) do at `now`: remind, then expire. */
export async function keepHolds(store: Store, now = new Date()) {
  const reminded = await remindExpiringHolds(store, now)
  return { reminded, ...(await expireLapsedHolds(store, now)) }
}
