import { seed } from '../fixtures'
import { collectionNames, createCollections, type CollectionName, type SeedData } from './collections'
import { readSnapshot, writeSnapshot, clearSnapshot, type Snapshot } from './persistence'

/** The mock database: one @msw/data collection per entity, seeded from the fixtures. */
export const db = createCollections()

const seedData: SeedData = { ...seed, sessions: [] }

/** Plain JSON copy of every collection (record internals are symbols, which JSON drops). */
export function exportData(): SeedData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of collectionNames) data[name] = JSON.parse(JSON.stringify(db[name].all())) as unknown[]
  return data as SeedData
}

/** Replaces every collection's records with the given data. */
/** `pause` runs between collections: the browser passes a yield, so loading is not one long task. */
export async function importData(data: SeedData, { pause }: { pause?: () => Promise<void> } = {}): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as unknown as { clear(): void; create(v: unknown): Promise<unknown> }
    collection.clear()
    for (const record of structuredClone(data[name]) as unknown[]) await collection.create(record)
    await pause?.()
  }
}

export type DbSource = { source: 'seed' | 'storage'; reseededBecause?: string }

/** Loads the stored snapshot when it is valid, otherwise the seed. */
export async function initDb(options: { pause?: () => Promise<void> } = {}): Promise<DbSource> {
  const stored = readSnapshot()
  if (stored.ok) {
    await importData(stored.snapshot.data, options)
    return { source: 'storage' }
  }
  await importData(seedData, options)
  if (stored.reason !== 'empty') {
    clearSnapshot()
    return { source: 'seed', reseededBecause: stored.reason }
  }
  return { source: 'seed' }
}

/** Restores every collection to the seed and forgets what was stored. */
export async function resetDb(): Promise<void> {
  await importData(seedData)
  clearSnapshot()
}

/** Saves every collection; called after each successful write. */
export function persistDb(): void {
  writeSnapshot(exportData())
}

export type { Snapshot }
