import type { Hono } from 'hono'
import type { Store } from '../store'

/** The routes whose answers depend on which holds have lapsed: registrations and the sessions' seats. */
export const HOLDS_PATH = /\/(registrations|training-sessions)(\/|$|\?)/

/**
 * Without a job beside it (the browser store), lapsed holds expire as a request that can see them arrives, before
 * its route answers: each move in a transaction of its own, as the server's job makes them. The rules (and the
 * e-mails they queue) load with the first such request, so a page that never asks for seats or registrations does
 * not load them.
 */
export function expireHoldsOnRequest(api: Hono, store: Store) {
  api.use('*', async (c, next) => {
    if (HOLDS_PATH.test(c.req.path)) {
      const { keepHolds } = await import('./holds')
      await keepHolds(store, new Date())
    }
    await next()
  })
}
