import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { collectionOf } from '../../src/api/registry/collections'
import { filterJsonOf, sortKeyOf } from '../../server/db/list-fields'
import { listIndexes, syncListIndexes } from '../../server/db/list-indexes'
import { sharedTestBackend } from '../../server/testing'

const indexNames = async () => {
  const { db } = await sharedTestBackend()
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'records' and indexname like 'records_list_%'`.execute(db)
  return rows.map((row) => row.name).sort()
}

describe('the list indexes the registry asks for (server/db/list-indexes.ts)', () => {
  it('has one per sorted or filtered field of each list collection after migrating, and syncs them', async () => {
    const { db } = await sharedTestBackend()
    const wanted = [...listIndexes().keys()].sort()
    expect(
      wanted.filter((name) => name.startsWith('records_list_blogPosts_')).map((name) => name.replace(/_[0-9a-f]{8}$/, '')),
    ).toEqual(['author', 'author', 'category', 'category', 'date', 'title'].map((field) => `records_list_blogPosts_${field}`))
    expect(await indexNames()).toEqual(wanted)
    // One the registry no longer asks for goes, one it asks for and lacks comes back.
    await sql`create index records_list_gone_field_00000000 on records (id)`.execute(db)
    await sql`drop index ${sql.id(wanted[0]!)}`.execute(db)
    await syncListIndexes(db)
    expect(await indexNames()).toEqual(wanted)
  })

  it('reads a sorted page of 3,000 blog posts down the index, not the whole collection', async () => {
    const { db } = await sharedTestBackend()
    await sql`insert into records (collection, id, data)
      select 'blogPosts', 'p' || i, jsonb_build_object('id', 'p' || i, 'title', 'Post ' || i, 'date', to_char(date '2020-01-01' + i, 'YYYY-MM-DD'))
      from generate_series(1, 3000) i`.execute(db)
    await sql`analyze records`.execute(db)
    const date = sortKeyOf(collectionOf('blogPosts'), 'date')!
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select data from records where collection = 'blogPosts'
      order by ${sql.raw(date)} desc, seq limit 10`.execute(db)
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).toMatch(/Index Scan Backward using "?records_list_blogPosts_date_/)
    expect(plan).not.toMatch(/Seq Scan/)
  })

  it("filters registrations by status down an index that reads a missing status as the registry's missingAs", async () => {
    const registrations = collectionOf('registrations')
    const status = filterJsonOf(registrations, 'status')
    expect(status).toBe(`coalesce(data -> 'status', '"awaiting-payment"'::jsonb)`)
    expect([...listIndexes().values()]).toContain(`on records ((${status})) where collection = 'registrations'`)
    const { db } = await sharedTestBackend()
    await sql`insert into records (collection, id, data)
      select 'registrations', 'r' || i, jsonb_build_object('id', 'r' || i, 'status', case when i % 50 = 0 then 'paid' end)
      from generate_series(1, 3000) i`.execute(db)
    await sql`analyze records`.execute(db)
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select data from records
      where collection = 'registrations' and ${sql.raw(status)} = '"paid"'::jsonb`.execute(db)
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/records_list_registrations_status_/)
  })
})
