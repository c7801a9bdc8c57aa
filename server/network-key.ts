import { createHmac, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { networkOf } from './client-address'
import type { Db } from './db/connect'

/**
 * Hashes a client's network (networkOf) with a key made once per database (`server_keys`, migration 10) and shared by
 * every instance on it, so the cap on unpaid holds counts alike everywhere. What is stored with a hold is this hash,
 * never the address: without the key, which stays in the database, it cannot be turned back into one.
 */
export function networkHasher(db: Db): (address: string) => Promise<string> {
  let key: Promise<Buffer> | undefined
  const load = async () => {
    await sql`insert into server_keys (name, key) values ('network', ${randomBytes(32)}) on conflict (name) do nothing`.execute(
      db,
    )
    const row = await db.selectFrom('server_keys').select('key').where('name', '=', 'network').executeTakeFirstOrThrow()
    return Buffer.from(row.key)
  }
  return async (address) => {
    key ??= load().catch((error: unknown) => {
      key = undefined
      throw error
    })
    return createHmac('sha256', await key)
      .update(networkOf(address))
      .digest('base64url')
      .slice(0, 22)
  }
}
