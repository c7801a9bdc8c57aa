import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { ListPage } from '../../api/registry/list-query'
import { pageNumber, type PublicPaging } from './paging'

/**
 * The page of a public listing its URL names (`:page`), as the API answers it. `notFound`: the URL is no page of
 * the listing (past the last page, or not a number), so the screen shows the not-found page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePagedList<T>(paging: PublicPaging<UseQueryOptions<ListPage<T>, Error, ListPage<T>, any>>) {
  const page = pageNumber(useParams().page)
  const answer = useQuery({ ...paging.query(page ?? 1), enabled: page !== null })
  const items = useQuery({ ...paging.query(page ?? 1), enabled: page !== null, select: (data) => data.items })
  const notFound = page === null || (page > 1 && answer.data?.items.length === 0)
  return { page: page ?? 1, answer, items, notFound }
}
