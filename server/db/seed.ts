import { sql } from 'kysely'
import { seed } from '../../fixtures'
import { collectionNames, registry } from '../../src/api/registry/collections'
import { seedRecords } from '../../src/api/registry/define'
import type { Db } from './connect'
import { rowIdOf } from './records'

/** Collections the server keeps elsewhere: admin sign-in sessions live in `auth_sessions`. */
const NOT_SEEDED = new Set(['sessions'])

/** The fixtures as stored records, per collection (ordered collections get their `order` from the fixture's order). */
export function seedRows(): { collection: string; id: string; data: string }[] {
  return collectionNames
    .filter((name) => !NOT_SEEDED.has(name))
    .flatMap((name) =>
      seedRecords(registry[name], ((seed as Record<string, unknown[]>)[name] ?? []) as { id: string }[]).map((record) => ({
        collection: name,
        id: rowIdOf(record),
        data: JSON.stringify(record),
      })),
    )
}

const SEED_LOCK = 727_002

/**
 * Seeds an empty database from `fixtures/`; a database that holds any record is left as it is. Instances starting
 * at once on an empty database take turns (without the lock, the second inserts the same keys and fails to start).
 */
export async function seedIfEmpty(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx)
    const any = await trx.selectFrom('records').select('id').limit(1).executeTakeFirst()
    if (any) return 0
    return insertSeed(trx)
  })
}

export async function insertSeed(db: Db): Promise<number> {
  const rows = seedRows()
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('records').values(rows.slice(i, i + 500)).execute()
  return rows.length
}
