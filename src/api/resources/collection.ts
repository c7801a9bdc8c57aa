import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import type { CollectionName, Registry } from '../registry/collections'
import { listSearchParams, MAX_PAGE_SIZE, type ListPage, type ListQuery, type SortField } from '../registry/list-query'
import { collectionPath, kebab } from '../registry/paths'

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
export function collectionResource<N extends CollectionName>(name: N, where: { entity?: string } = {}) {
  const path = collectionPath(name)
  const keys = createQueryKeys(where.entity ?? kebab(name))
  const fetchPage = (query: PageRequest, signal?: AbortSignal) => fetchListPage(name, query, signal)
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
        apiRequest(itemPath(name, id), { schema: (s) => s.registry[name].entity, signal }) as Promise<ItemOf<N>>,
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

/**
 * A page of a registry collection's list (its list route, at the collection's path): the records a paged, sorted,
 * filtered or searched query selects, parsed with the collection's schema.
 */
export function fetchListPage<N extends CollectionName>(name: N, query: PageRequest, signal?: AbortSignal) {
  return apiRequest(collectionPath(name) + listSearchParams({ ...query, filters: asLists(query.filters) }), {
    schema: (s) => s.listPageSchema(s.registry[name].entity),
    signal,
  }) as Promise<ListPage<ItemOf<N>>>
}

/**
 * The records of a collection's list, up to one page of MAX_PAGE_SIZE (or `pageSize`), in the list's default order:
 * the `items` of its answer.
 */
export const listItems = <N extends CollectionName>(name: N, { signal, pageSize = MAX_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {}) =>
  fetchListPage(name, { pageSize }, signal).then((page) => page.items)

const itemPath = (name: CollectionName, id: string) => `${collectionPath(name)}/${encodeURIComponent(id)}`

/** Creates a record of a registry collection (no `id`) or replaces one: its generic POST or PUT. */
export const saveRecord = <N extends CollectionName>(name: N, id: string | undefined, input: unknown) =>
  apiRequest(id ? itemPath(name, id) : collectionPath(name), {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: (s) => s.registry[name].entity,
  }) as Promise<ItemOf<N>>

/** Deletes a record of a registry collection: its generic DELETE. */
export const removeRecord = (name: CollectionName, id: string) => apiRequest(itemPath(name, id), { method: 'DELETE' })

/** The query factory and hook of a one-document collection (training page copy, company profile). */
export function documentResource<N extends CollectionName>(name: N) {
  const path = collectionPath(name)
  const keys = createQueryKeys(kebab(name))
  const detail = () =>
    queryOptions({
      queryKey: keys.all,
      queryFn: ({ signal }) => apiRequest(path, { schema: (s) => s.registry[name].entity, signal }) as Promise<ItemOf<N>>,
    })
  return { name, path, keys, detail, useDetail: () => useQuery(detail()) }
}
