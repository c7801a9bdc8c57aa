import type { Context, Hono } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { HttpError } from '../../src/api/rules/http-error'
import { readBody } from '../../src/api/rules/read-body'
import { loginInputSchema, passwordChangeSchema } from '../../src/api/schemas'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/passwords'
import { admitSignIn } from '../auth/rate-limit'
import { closeSession, closeSessions, openSession, requireAdmin } from '../auth/sessions'
import { clientAddress } from '../client-address'
import { created, json, noContent, type ServerDeps } from '../context'

const WRONG_CREDENTIALS = 'The e-mail or password is not correct'

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** Real sign-in: admin accounts with scrypt hashes, server-side sessions behind a bearer token, attempts limited. */
export function authRoutes(app: Hono, { db, trustProxy = 0 }: ServerDeps) {
  app.post('/session', async (c) => {
    const input = await readBody(c.req.raw, loginInputSchema)
    const address = clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustProxy)
    const attempt = await admitSignIn(db, input.email, address)
    if (attempt.delayMs > 0) await new Promise((wait) => setTimeout(wait, attempt.delayMs))
    const admin = await db.selectFrom('admins').selectAll().where('email', '=', input.email.toLowerCase()).executeTakeFirst()
    const valid = await verifyPassword(input.password, admin?.password_hash ?? DUMMY_HASH)
    if (!admin || !valid) throw new HttpError(401, WRONG_CREDENTIALS)
    await attempt.succeeded()
    return created(c, await openSession(db, admin, input.remember ?? false), '/session')
  })

  app.get('/session', async (c) => {
    const { adminId: _, ...session } = await requireAdmin(db, c.req.raw)
    return json(c, session)
  })

  app.delete('/session', async (c) => {
    await closeSession(db, c.req.raw)
    return noContent(c)
  })

  /** Signs the admin out everywhere: every session of the account ends, this one included. */
  app.delete('/sessions', async (c) => {
    const { adminId } = await requireAdmin(db, c.req.raw)
    await closeSessions(db, adminId)
    return noContent(c)
  })

  /** Changes the password for real; the admin's other sessions end. */
  app.post('/settings/password', async (c) => {
    const session = await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, passwordChangeSchema)
    const admin = await db.selectFrom('admins').selectAll().where('id', '=', session.adminId).executeTakeFirstOrThrow()
    if (!(await verifyPassword(input.currentPassword, admin.password_hash)))
      throw new HttpError(422, 'Some fields are not valid', [{ path: 'currentPassword', message: 'The current password is not correct' }])
    const hash = await hashPassword(input.newPassword)
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('admins').set({ password_hash: hash }).where('id', '=', admin.id).execute()
      await closeSessions(trx, admin.id, session.token)
    })
    return noContent(c)
  })
}
