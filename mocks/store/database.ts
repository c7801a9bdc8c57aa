import { seed } from '../../fixtures'
import { registry } from '../../src/api/registry/collections'
import { seedRecords } from '../../src/api/registry/define'
import { collectionNames, createCollections, type CollectionName, type SeedData } from '../collections'

/** The mock database of this tab: one @msw/data collection per entity. The rest of `mocks/store/` loads and saves it. */
export const db = createCollections()

/**
 * The fixtures as stored records, as their schema gives them back (ordered collections get their `order` from the
 * fixture's order): parsed once here, so every load of the seed, at the start and at each reset, skips the check.
 */
export const seedData = Object.fromEntries(
  collectionNames.map((name) => {
    const records = seedRecords(registry[name], (seed as Partial<Record<CollectionName, unknown[]>>)[name] ?? [])
    return [name, records.map((record) => registry[name].entity.parse(record))]
  }),
) as unknown as SeedData

/** Plain JSON copy of every collection (record internals are symbols, which JSON drops). */
export function exportData(): SeedData {
  const data = {} as Record<CollectionName, unknown[]>
  for (const name of collectionNames) data[name] = JSON.parse(JSON.stringify(db[name].all())) as unknown[]
  return data as SeedData
}
