import { Collection } from '@msw/data'
import type { z } from 'zod'
import { collectionNames, registry, type CollectionName, type Registry } from '../src/api/registry/collections'

export { collectionNames, type CollectionName }

/** The schema the records of each collection follow (from the registry). */
export type RecordOf<N extends CollectionName> = z.infer<Registry[N]['entity']>
export type Collections = { [N in CollectionName]: Collection<Registry[N]['entity']> }
export type SeedData = { [N in CollectionName]: RecordOf<N>[] }

export function createCollections(): Collections {
  const entries = collectionNames.map((name) => [name, new Collection({ schema: checkedUnlessLoading(registry[name].entity) })])
  return Object.fromEntries(entries) as Collections
}

let loading = 0

/**
 * Loads records that were checked already, without @msw/data checking each one again as it is created: the seed
 * (parsed once, store/database.ts) and stored changes (parsed as they are read, store/local-store.ts). 20,000 stored
 * records took 2 × 20,000 parses to load. Every other create and update is checked.
 */
export async function loadChecked<T>(task: () => Promise<T>): Promise<T> {
  loading += 1
  try {
    return await task()
  } finally {
    loading -= 1
  }
}

/** @msw/data reads only a schema's `~standard`: the same, with its check skipped while loading. */
function checkedUnlessLoading<S extends z.ZodType>(schema: S): S {
  const standard = schema['~standard']
  const validate = (value: unknown) => (loading > 0 ? { value } : standard.validate(value))
  return { '~standard': { ...standard, validate } } as unknown as S
}

/** The schema of each collection's stored records. */
export const collectionSchemas = Object.fromEntries(collectionNames.map((name) => [name, registry[name].entity])) as {
  [N in CollectionName]: Registry[N]['entity']
}
