import { createHash, randomBytes } from 'node:crypto'
import type { AdminSession } from '../../src/api/schemas'
import type { Db } from '../db/connect'
import type { SignedIn } from '../../api/store'

const HOUR = 60 * 60 * 1000
/** A session lasts a working day, or 30 days when the admin ticked "remember me". */
export const sessionLifetime = (remember: boolean) => (remember ? 30 * 24 * HOUR : 12 * HOUR)

/** Only the token's hash is stored: a leaked database copy opens no session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function openSession(db: Db, admin: { id: number; email: string }, remember: boolean): Promise<AdminSession> {
  const token = randomBytes(32).toString('hex')
  const now = new Date()
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: hashToken(token),
      admin_id: admin.id,
      email: admin.email,
      remember,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionLifetime(remember)).toISOString(),
    })
    .execute()
  return { token, email: admin.email, remember, createdAt: now.toISOString() }
}

/** The live session behind a bearer token. */
export async function findSession(db: Db, token: string): Promise<SignedIn | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst()
  if (!row) return undefined
  return { token, email: row.email, remember: row.remember, createdAt: new Date(row.created_at).toISOString(), accountId: String(row.admin_id) }
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).execute()
}

/** Ends every session of an admin but the one holding `keepToken` (after a password change), or all of them. */
export async function closeSessions(db: Db, adminId: number, keepToken?: string): Promise<void> {
  let sessions = db.deleteFrom('auth_sessions').where('admin_id', '=', adminId)
  if (keepToken) sessions = sessions.where('token_hash', '!=', hashToken(keepToken))
  await sessions.execute()
}
