import { seed } from '../../fixtures'
import { collectionNames, createCollections, type CollectionName, type SeedData } from '../collections'

/** The mock database of this tab: one @msw/data collection per entity. The rest of `mocks/store/` loads and saves it. */
export const db = createCollections()

export const seedData: SeedData = { ...seed, sessions: [] }

/** Plain JSON copy of every collection (record internals are symbols, which JSON drops). */
export function exportData(): SeedData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of collectionNames) data[name] = JSON.parse(JSON.stringify(db[name].all())) as unknown[]
  return data as SeedData
}
