import { seed } from '../fixtures'
import { collectionNames, createCollections, type CollectionName, type SeedData } from './collections'

/** The mock database of this tab: one @msw/data collection per entity. `mocks/store/` loads and saves it. */
export const db = createCollections()

export const seedData: SeedData = { ...seed, sessions: [] }

/** Plain JSON copy of every collection (record internals are symbols, which JSON drops). */
export function exportData(): SeedData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of collectionNames) data[name] = JSON.parse(JSON.stringify(db[name].all())) as unknown[]
  return data as SeedData
}

/** Replaces the records of the given collections in memory only (tests); other collections stay as they are. */
export async function importData(data: Partial<SeedData>): Promise<void> {
  const { withoutJournal } = await import('./store/journal')
  for (const name of collectionNames) {
    const records = data[name]
    if (!records) continue
    const collection = db[name] as unknown as { clear(): void; create(v: unknown): Promise<unknown> }
    await withoutJournal(async () => {
      collection.clear()
      for (const record of structuredClone(records) as unknown[]) await collection.create(record)
    })
  }
}

export { initDb, resetDb, type LoadReport } from './store/memory'
export { setDbStorage, StorageFullError, type KeyValueStorage } from './store/local-store'
