import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminCollection } from '../../../api/registry/admin'
import type { SortField } from '../../../api/registry/list-query'
import { adminQueries } from '../../../api/resources/collection-admin'
import { fieldAt } from './cell-value'

export const PAGE_SIZE = 25
export const SEARCH_DELAY_MS = 300

/**
 * The filterable fields whose filter menu offers the values the records have (a blog post's category), counted
 * over the whole collection. Fields with fixed options (an enum, a switch) need none.
 */
export function facetFields(admin: AdminCollection): string[] {
  return admin.collection.filterable.filter((path) => {
    const field = fieldAt(admin.fields, path)
    return !field?.options && field?.widget !== 'switch'
  })
}

/** What a list asks for when it opens (its route's loader asks for it the same way). */
export const FIRST_PAGE = {
  page: 1,
  pageSize: PAGE_SIZE,
  sort: undefined,
  filters: {},
  q: undefined,
}

/** What an admin list shows: its page, sort, filters and search, and the page of records the API answers. */
export function useListState(admin: AdminCollection) {
  const [page, setPage] = useState(1)
  const [sort, setSortState] = useState<SortField | null>(null)
  const [filters, setFiltersState] = useState<Record<string, string>>({})
  const [search, setSearchState] = useState('')
  // The first change after a pause searches at once (a paste, a first letter); typing on waits for a pause.
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS, { leading: true })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const activeFilters = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''))
  const request = {
    ...FIRST_PAGE,
    page,
    sort: sort ? [sort] : undefined,
    filters: activeFilters,
    q: q || undefined,
  }
  const query = useQuery({ ...adminQueries(admin.collection).page(request), placeholderData: keepPreviousData })
  // Asked once the first page is there, not with it: counting 10,000 records' values is not on the way to the
  // page, and a page, a sort or a search does not change them.
  const wanted = facetFields(admin)
  const facets = useQuery({ ...adminQueries(admin.collection).facets(wanted), enabled: wanted.length > 0 && query.isSuccess })

  const restart = () => {
    setPage(1)
    setSelected(new Set())
  }
  return {
    page,
    sort,
    filters,
    search,
    query,
    /** The filter menus' values, once asked for. */
    facets: facets.data,
    selected,
    setSelected,
    setPage: (next: number) => {
      setPage(next)
      setSelected(new Set())
    },
    /** Click on a column header: ascending first, then it toggles. */
    toggleSort: (field: string) => {
      setSortState((current) => ({ field, descending: current?.field === field ? !current.descending : false }))
      restart()
    },
    setFilter: (field: string, value: string) => {
      setFiltersState((current) => ({ ...current, [field]: value }))
      restart()
    },
    setSearch: (value: string) => {
      setSearchState(value)
      restart()
    },
    /** The list is in the collection's own order and whole: an ordered collection can be reordered here. */
    reorderable: admin.collection.ordered && !sort && Object.keys(activeFilters).length === 0 && !q,
  }
}

export type ListState = ReturnType<typeof useListState>
