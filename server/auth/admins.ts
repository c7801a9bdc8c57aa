import type { Db } from '../db/connect'
import { hashPassword } from './passwords'

/** Creates an admin account, or sets the password of an existing one. */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<void> {
  const hash = await hashPassword(password)
  await db
    .insertInto('admins')
    .values({ email: email.trim().toLowerCase(), password_hash: hash, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: hash }))
    .execute()
}

/** The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, when there is none yet. */
export async function ensureFirstAdmin(db: Db, email: string | undefined, password: string | undefined): Promise<'created' | 'exists' | 'none'> {
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  if (any) return 'exists'
  if (!email || !password) return 'none'
  await upsertAdmin(db, email, password)
  return 'created'
}
