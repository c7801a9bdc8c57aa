import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { bearerToken, created, json, noContent, type ApiDeps } from '../context'
import { endpoint } from './endpoint'

/** Sign-in and sessions; who may sign in (the demo's anyone, or real accounts) is the store's choice. */
export function authRoutes(app: Hono, { store, clientAddress }: ApiDeps) {
  endpoint(app, store, endpoints.signIn, async (c, { body }) => {
    const session = await store.accounts.signIn(await body(), clientAddress?.(c) ?? 'local')
    return created(c, session, '/session')
  })

  endpoint(app, store, endpoints.getSession, async (c, { admin }) => {
    const { accountId: _, ...session } = admin
    return json(c, session)
  })

  endpoint(app, store, endpoints.signOut, async (c) => {
    const token = bearerToken(c.req.raw)
    if (token) await store.accounts.endSession(token)
    return noContent(c)
  })

  /** Every session of the account ends, this one included. */
  endpoint(app, store, endpoints.signOutEverywhere, async (c, { admin }) => {
    await store.accounts.endSessions(admin.accountId)
    return noContent(c)
  })

  /** The account's other sessions end. */
  endpoint(app, store, endpoints.changePassword, async (c, { admin, body }) => {
    const input = await body()
    await store.transaction(async (trx) => {
      await trx.accounts.changePassword(admin, input)
      await trx.accounts.endSessions(admin.accountId, admin.token)
    })
    return noContent(c)
  })
}
