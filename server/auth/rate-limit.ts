import { HttpError } from '../../src/api/rules/http-error'
import type { Db } from '../db/connect'

/** At most this many failed sign-ins per e-mail and per address in the window; the table is shared by every instance. */
export const SIGN_IN_LIMIT = { attempts: 10, windowMs: 15 * 60 * 1000 }

const keysOf = (email: string, address: string) => [`email:${email.toLowerCase()}`, `address:${address}`]

export async function assertSignInAllowed(db: Db, email: string, address: string): Promise<void> {
  const since = new Date(Date.now() - SIGN_IN_LIMIT.windowMs)
  for (const key of keysOf(email, address)) {
    const rows = await db.selectFrom('sign_in_attempts').select('at').where('key', '=', key).where('at', '>', since).execute()
    if (rows.length >= SIGN_IN_LIMIT.attempts) {
      const oldest = Math.min(...rows.map((row) => new Date(row.at).getTime()))
      const retryAfter = Math.max(1, Math.ceil((oldest + SIGN_IN_LIMIT.windowMs - Date.now()) / 1000))
      throw new HttpError(429, `Too many sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`, [], {
        'Retry-After': String(retryAfter),
      })
    }
  }
}

export async function recordFailedSignIn(db: Db, email: string, address: string): Promise<void> {
  const at = new Date().toISOString()
  await db.insertInto('sign_in_attempts').values(keysOf(email, address).map((key) => ({ key, at }))).execute()
  await db.deleteFrom('sign_in_attempts').where('at', '<', new Date(Date.now() - SIGN_IN_LIMIT.windowMs)).execute()
}
