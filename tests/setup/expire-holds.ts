import { API_TARGET } from './api'

/**
 * Where the lapsed holds expire: the server's job, run here at the test's clock; the mock (the browser store)
 * expires them as the next request about registrations or seats arrives, so there is nothing to run.
 */
export async function runHoldExpiry(): Promise<void> {
  if (API_TARGET !== 'server') return
  const [{ sharedTestBackend }, { runHoldJob }] = await Promise.all([import('../../server/testing'), import('../../server/jobs/expire-holds')])
  await runHoldJob((await sharedTestBackend()).db, new Date())
}
