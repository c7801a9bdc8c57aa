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

/** Seeds an empty database from `fixtures/`; a database that holds any record is left as it is. */
export async function seedIfEmpty(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
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
