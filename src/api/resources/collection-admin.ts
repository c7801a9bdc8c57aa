import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { listPageSchema } from '../registry/list-page'
import { listSearchParams, type ListPage } from '../registry/list-query'
import type { Collection } from '../registry/define'
import { kebab } from '../registry/paths'
import { createQueryKeys } from '../query-keys'
import type { PageRequest } from './collection'

export type AnyRecord = Record<string, unknown> & { id: string }

/**
 * The admin's reads of any collection object (one of the registry's, or one a test defines), with the same query
 * keys as the public pages' resources (src/api/resources/collection.ts): a save invalidates both at once.
 */
export function adminQueries(collection: Collection) {
  const { path } = collection
  const keys = createQueryKeys(kebab(collection.name))
  const fetchPage = (query: PageRequest, signal?: AbortSignal) =>
    apiRequest(
      path +
        listSearchParams({
          ...query,
          filters: Object.fromEntries(Object.entries(query.filters ?? {}).map(([field, value]) => [field, [value].flat()])),
        }),
      { schema: () => listPageSchema(collection.entity), signal },
    ) as Promise<ListPage<AnyRecord>>
  return {
    keys,
    fetchPage,
    page: (query: PageRequest) =>
      queryOptions({ queryKey: keys.list({ paged: query }), queryFn: ({ signal }) => fetchPage(query, signal) }),
    /** Per field, its distinct values over the whole collection with their counts (what a filter menu offers). */
    facets: (fields: string[]) =>
      queryOptions({
        queryKey: keys.list({ facets: fields }),
        queryFn: async ({ signal }) => (await fetchPage({ page: 1, pageSize: 1, facets: fields }, signal)).facets ?? {},
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) =>
          apiRequest(`${path}/${encodeURIComponent(id)}`, { schema: () => collection.entity, signal }) as Promise<AnyRecord>,
      }),
    /** A singleton's document (the key documentResource uses). */
    document: () =>
      queryOptions({
        queryKey: keys.all,
        queryFn: ({ signal }) => apiRequest(path, { schema: () => collection.entity, signal }) as Promise<AnyRecord>,
      }),
    /** Every record, in the collection's own order (what a reorder sends back). */
    all: async (): Promise<AnyRecord[]> => {
      const records: AnyRecord[] = []
      for (let page = 1; ; page++) {
        const result = await fetchPage({ page, pageSize: 100 })
        records.push(...result.items)
        if (records.length >= result.total || result.items.length === 0) return records
      }
    },
  }
}
