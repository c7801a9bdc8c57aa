import { Collection } from '@msw/data'
import type { z } from 'zod'
import { collectionNames, registry, type CollectionName, type Registry } from '../src/api/registry/collections'

export { collectionNames, type CollectionName }

/** The schema the records of each collection follow (from the registry). */
export type RecordOf<N extends CollectionName> = z.infer<Registry[N]['entity']>
export type Collections = { [N in CollectionName]: Collection<Registry[N]['entity']> }
export type SeedData = { [N in CollectionName]: RecordOf<N>[] }

export function createCollections(): Collections {
  const entries = collectionNames.map((name) => [name, new Collection({ schema: registry[name].entity })])
  return Object.fromEntries(entries) as Collections
}

/** The schema of each collection's stored records. */
export const collectionSchemas = Object.fromEntries(collectionNames.map((name) => [name, registry[name].entity])) as {
  [N in CollectionName]: Registry[N]['entity']
}
