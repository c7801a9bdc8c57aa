import { useSearchParams } from 'react-router-dom'
import { media } from '../../../api/resources/media'

export const MEDIA_PER_PAGE = 24

export const MEDIA_SORTS = [
  { value: 'date', label: 'Date (newest first)' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'size', label: 'Size (largest first)' },
] as const
export type MediaSort = (typeof MEDIA_SORTS)[number]['value']
export type MediaView = 'grid' | 'list'

/** How each sort asks the API (the list query's `sort`): ties by name. */
export const MEDIA_SORT_PARAMS: Record<MediaSort, string> = {
  date: '-date,name',
  name: 'name',
  size: '-bytes,name',
}

const isSort = (value: string | null): value is MediaSort => MEDIA_SORTS.some((s) => s.value === value)
/** The sort in the URL (?sort=name), newest first by default. */
export const sortIn = (params: URLSearchParams): MediaSort => {
  const sort = params.get('sort')
  return isSort(sort) ? sort : 'date'
}

/** One page of the library as the screen asks for it (its route's loader asks for the first the same way). */
export const libraryPage = ({ q, page, sort }: { q: string; page: number; sort: MediaSort }) =>
  media.page({ q, page, pageSize: MEDIA_PER_PAGE, sort: MEDIA_SORT_PARAMS[sort] })

/** The view (?view=list) and sort (?sort=name) live in the URL, so a reload or a shared link keeps them. */
export function useMediaViewParams() {
  const [params, setParams] = useSearchParams()
  const view: MediaView = params.get('view') === 'list' ? 'list' : 'grid'
  const sort = sortIn(params)

  const update = (key: 'view' | 'sort', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return {
    view,
    sort,
    setView: (value: MediaView) => update('view', value, 'grid'),
    setSort: (value: MediaSort) => update('sort', value, 'date'),
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
/** "2025-03-14" → "14 Mar 2025". */
export const formatMediaDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))

export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
