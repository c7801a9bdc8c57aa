import { newPasswordSchema } from '../../src/api/schemas'
import type { Db } from '../db/connect'
import { hashPassword } from './passwords'
import { closeSessions } from './sessions'

/** Throws, naming `source`, when a password breaks the password rule (the same one the change form checks). */
export function assertPasswordRule(password: string, source: string): void {
  const checked = newPasswordSchema.safeParse(password)
  if (!checked.success) throw new Error(`${source}: ${checked.error.issues.map((issue) => issue.message).join('; ')}`)
}

/** Creates an admin account, or sets the password of an existing one and ends all of its sessions. */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<void> {
  assertPasswordRule(password, 'The password')
  const hash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('admins')
      .values({ email: email.trim().toLowerCase(), password_hash: hash, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: hash }))
      .returning('id')
      .executeTakeFirstOrThrow()
    await closeSessions(trx, id)
  })
}

/** The first admin from ADMIN_EMAIL/ADMIN_PASSWORD, when there is none yet; a password that breaks the rule stops the start. */
export async function ensureFirstAdmin(db: Db, email: string | undefined, password: string | undefined): Promise<'created' | 'exists' | 'none'> {
  if (password !== undefined) assertPasswordRule(password, 'ADMIN_PASSWORD')
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()
  if (any) return 'exists'
  if (!email || !password) return 'none'
  await upsertAdmin(db, email, password)
  return 'created'
}
