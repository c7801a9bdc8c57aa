import type { Hono } from 'hono'
import { readBody } from '../../src/api/rules/read-body'
import { loginInputSchema, passwordChangeSchema } from '../../src/api/schemas'
import { bearerToken, created, json, noContent, requireAdmin, type ApiDeps } from '../context'

/** Sign-in and sessions; who may sign in (the demo's anyone, or real accounts) is the store's choice. */
export function authRoutes(app: Hono, { store, clientAddress }: ApiDeps) {
  app.post('/session', async (c) => {
    const input = await readBody(c.req.raw, loginInputSchema)
    const session = await store.accounts.signIn(input, clientAddress?.(c) ?? 'local')
    return created(c, session, '/session')
  })

  app.get('/session', async (c) => {
    const { accountId: _, ...session } = await requireAdmin(store, c.req.raw)
    return json(c, session)
  })

  app.delete('/session', async (c) => {
    const token = bearerToken(c.req.raw)
    if (token) await store.accounts.endSession(token)
    return noContent(c)
  })

  /** Signs the admin out everywhere: every session of the account ends, this one included. */
  app.delete('/sessions', async (c) => {
    const { accountId } = await requireAdmin(store, c.req.raw)
    await store.accounts.endSessions(accountId)
    return noContent(c)
  })

  /** Changes the password; the account's other sessions end. */
  app.post('/settings/password', async (c) => {
    const signedIn = await requireAdmin(store, c.req.raw)
    const input = await readBody(c.req.raw, passwordChangeSchema)
    await store.transaction(async (trx) => {
      await trx.accounts.changePassword(signedIn, input)
      await trx.accounts.endSessions(signedIn.accountId, signedIn.token)
    })
    return noContent(c)
  })
}
