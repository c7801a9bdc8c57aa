import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { collectionNames, collectionOf } from '../../src/api/registry/collections'
import { parseSort } from '../../src/api/registry/list-query'
import type { Db } from './connect'
import { fieldKind, filterJsonOf, sortKeyOf } from './list-fields'

const PREFIX = 'records_list_'

/**
 * The indexes the registry asks for: per list collection, one on each field it sorts by (its sort key, so a page
 * in that order reads only its rows) and one on each field it filters by, each over that collection's rows only.
 * Named by collection, field and a hash of the definition, so a changed definition is a new index.
 */
export function listIndexes(): Map<string, string> {
  const indexes = new Map<string, string>()
  for (const collection of collectionNames.map(collectionOf)) {
    if (collection.kind !== 'list') continue
    const only = `where collection = '${collection.name}'`
    const sortFields = new Set([...collection.sortable, ...parseSort(collection.defaultSort).map((s) => s.field)])
    const wanted: [string, string][] = [
      ...[...sortFields].flatMap((field) => {
        const key = sortKeyOf(collection, field)
        return key ? [[field, key] as [string, string]] : []
      }),
      ...collection.filterable
        .filter((field) => fieldKind(collection, field).kind !== 'other')
        .map((field) => [field, `(${filterJsonOf(collection, field)})`] as [string, string]),
    ]
    for (const [field, expression] of wanted) {
      const definition = `on records (${expression}) ${only}`
      const hash = createHash('sha256').update(definition).digest('hex').slice(0, 8)
      indexes.set(`${PREFIX}${collection.name}_${field.replace(/\W/g, '_')}`.slice(0, 54) + `_${hash}`, definition)
    }
  }
  return indexes
}

/** Creates the registry's list indexes that are missing and drops those it no longer asks for (run by migrate). */
export async function syncListIndexes(db: Db): Promise<void> {
  const wanted = listIndexes()
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'records' and indexname like ${`${PREFIX}%`}`.execute(db)
  const existing = new Set(rows.map((row) => row.name))
  for (const name of existing) if (!wanted.has(name)) await sql`drop index ${sql.id(name)}`.execute(db)
  for (const [name, definition] of wanted)
    if (!existing.has(name)) await sql`create index ${sql.id(name)} ${sql.raw(definition)}`.execute(db)
}
