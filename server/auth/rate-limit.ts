import { sql } from 'kysely'
import { HttpError } from '../../api/rules/http-error'
import type { Db } from '../db/connect'

/**
 * Sign-in throttling (docs/decisions/002-sign-in-throttle.md): a hard limit of checked tries per client address, and
 * per account a wait before each check that grows with its recent failures, so guessing slows down while the owner's
 * right password still gets in.
 */
export const SIGN_IN_LIMIT = {
  perAddress: 10,
  windowMs: 15 * 60 * 1000,
  /** An account's failures in the window before its tries start to wait. */
  freeFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 4000,
}

/** How long a try on an account waits before its password is checked, after `failures` recent failures. */
export const accountDelayMs = (failures: number) =>
  failures < SIGN_IN_LIMIT.freeFailures
    ? 0
    : Math.min(SIGN_IN_LIMIT.maxDelayMs, SIGN_IN_LIMIT.firstDelayMs * 2 ** (failures - SIGN_IN_LIMIT.freeFailures))

/** Any number: it only keeps these advisory locks apart from the migrations' one. */
const LOCK_SPACE = 727_002

export type SignInTry = { delayMs: number; succeeded: () => Promise<void> }

/**
 * Records a try before its password is checked, or refuses it (429) when the address has used its tries. The
 * address's rows are counted and the try written under a transaction-scoped advisory lock on that address, so
 * concurrent requests, on one instance or several sharing the database, are admitted one after another.
 */
export async function admitSignIn(db: Db, email: string, address: string): Promise<SignInTry> {
  const addressKey = `address:${address}`
  const emailKey = `email:${email.toLowerCase()}`
  const at = new Date()
  const since = new Date(at.getTime() - SIGN_IN_LIMIT.windowMs)
  const accountFailures = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${addressKey}))`.execute(trx)
    const used = await trx
      .selectFrom('sign_in_attempts')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('at').as('oldest')])
      .where('key', '=', addressKey)
      .where('at', '>', since)
      .executeTakeFirstOrThrow()
    if (Number(used.count) >= SIGN_IN_LIMIT.perAddress) throw tooMany(new Date(used.oldest ?? at).getTime())
    await trx.insertInto('sign_in_attempts').values([addressKey, emailKey].map((key) => ({ key, at: at.toISOString() }))).execute()
    const failures = await trx
      .selectFrom('sign_in_attempts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('key', '=', emailKey)
      .where('at', '>', since)
      .executeTakeFirstOrThrow()
    return Number(failures.count) - 1
  })
  await db.deleteFrom('sign_in_attempts').where('at', '<', since).execute()
  return {
    delayMs: accountDelayMs(accountFailures),
    // The right password gives its try back: only failures count against the address and the account.
    succeeded: async () => {
      for (const key of [addressKey, emailKey])
        await sql`delete from sign_in_attempts where ctid = (
          select ctid from sign_in_attempts where key = ${key} and at = ${at.toISOString()} limit 1
        )`.execute(db)
    },
  }
}

function tooMany(oldest: number) {
  const retryAfter = Math.max(1, Math.ceil((oldest + SIGN_IN_LIMIT.windowMs - Date.now()) / 1000))
  return new HttpError(429, `Too many sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`, [], {
    'Retry-After': String(retryAfter),
  })
}
