import { API_TARGET } from './api'

/**
 * Stores records straight into one collection of the suite's target, after the ones it holds: no HTTP, no schema
 * defaults added (a record may lack a field, as one stored before the field existed), thousands in a moment.
 */
export async function storeRecords(name: string, records: readonly object[]): Promise<void> {
  if (API_TARGET === 'server') {
    const [{ sql }, { sharedTestBackend }] = await Promise.all([import('kysely'), import('../../server/testing')])
    const { db } = await sharedTestBackend()
    await sql`insert into records (collection, id, data)
      select ${name}, record ->> 'id', record
      from jsonb_array_elements(${JSON.stringify(records)}::jsonb) with ordinality as given(record, n) order by n`.execute(db)
    return
  }
  const { db, importData } = await import('../../mocks/db')
  const held = (db as unknown as Record<string, { all: () => object[] }>)[name]!.all()
  await importData({ [name]: [...held, ...records] })
}
