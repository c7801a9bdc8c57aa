import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import type { CollectionName, Registry } from '../registry/collections'
import { listSearchParams, type ListPage, type ListQuery, type SortField } from '../registry/list-query'
import { kebab } from '../registry/paths'

/** A stored record of a collection. */
export type ItemOf<N extends CollectionName> = z.infer<Registry[N]['entity']>
export type Filters = Record<string, string | string[]>
/** What a paged list asks for (the admin's lists): page, size, sort, filters and a search. */
export type PageRequest = Partial<Omit<ListQuery, 'filters' | 'sort'>> & { sort?: SortField[] | string; filters?: Filters }

const asLists = (filters: Filters = {}) =>
  Object.fromEntries(Object.entries(filters).map(([field, value]) => [field, [value].flat()]))

/**
 * The query factory and hooks of a list collection of the registry, from its name alone (zod and the registry
 * load with the first response to parse, not with the page). `list` is what a public page shows: the first
 * page of up to 100 records, in the collection's order; `page` is the admin's paged, sorted, searched list.
 */
export function collectionResource<N extends CollectionName>(name: N, where: { path?: string; entity?: string } = {}) {
  const path = where.path ?? `/${kebab(name)}`
  const keys = createQueryKeys(where.entity ?? kebab(name))
  const fetchPage = (query: PageRequest, signal: AbortSignal) =>
    apiRequest(path + listSearchParams({ ...query, filters: asLists(query.filters) }), {
      schema: (s) => s.listPageSchema(s.registry[name].entity),
      signal,
    }) as Promise<ListPage<ItemOf<N>>>
  const list = (filters: Filters = {}) =>
    queryOptions({
      queryKey: keys.list(filters),
      queryFn: ({ signal }) => fetchPage({ filters }, signal).then((page) => page.items),
    })
  const page = (query: PageRequest) =>
    queryOptions({ queryKey: keys.list({ paged: query }), queryFn: ({ signal }) => fetchPage(query, signal) })
  const detail = (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest(`${path}/${encodeURIComponent(id)}`, { schema: (s) => s.registry[name].entity, signal }) as Promise<ItemOf<N>>,
    })
  return {
    name,
    path,
    keys,
    list,
    page,
    detail,
    useList: (filters?: Filters) => useQuery(list(filters)),
    useDetail: (id: string) => useQuery(detail(id)),
  }
}

/** The query factory and hook of a one-document collection (training page copy, company profile). */
export function documentResource<N extends CollectionName>(name: N) {
  const path = `/${kebab(name)}`
  const keys = createQueryKeys(kebab(name))
  const detail = () =>
    queryOptions({
      queryKey: keys.all,
      queryFn: ({ signal }) => apiRequest(path, { schema: (s) => s.registry[name].entity, signal }) as Promise<ItemOf<N>>,
    })
  return { name, path, keys, detail, useDetail: () => useQuery(detail()) }
}
