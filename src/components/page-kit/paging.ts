import type { QueryClient } from '@tanstack/react-query'

/** Records per page of a public listing (blog, projects, gallery). */
export const PUBLIC_PAGE_SIZE = 12

/** What a listing pages: a collection resource's `page` query (src/api/resources/collection.ts). */
interface PagedResource<Q> {
  page: (query: { page: number; pageSize: number }) => Q
}

/**
 * The paging of a public listing, by its URL: `base` (/blog) is the first page, `base`/page/2 the next, and so on;
 * the API pages it (`?page=2&pageSize=12`), so any number of records is reachable. One kit for every listing: the
 * routes (src/app/paged-routes.ts), the screen (usePagedList) and the pager (pager.tsx) read it.
 */
export function publicPaging<Q>(base: string, resource: PagedResource<Q>, pageSize = PUBLIC_PAGE_SIZE) {
  const path = (page: number) => (page <= 1 ? base : `${base}/page/${page}`)
  const pageCount = (total: number) => Math.max(1, Math.ceil(total / pageSize))
  const query = (page: number) => resource.page({ page, pageSize })
  return {
    base,
    pageSize,
    /** The query of one page (the route's loader and the screen ask for it the same way). */
    query,
    path,
    pageCount,
    /** The paths of every page after the first, from the API's total (what the prerenderer builds). */
    laterPagePaths: async (client: QueryClient): Promise<string[]> => {
      const first = (await client.fetchQuery(query(1) as never)) as { total: number }
      return Array.from({ length: pageCount(first.total) - 1 }, (_, i) => path(i + 2))
    },
  }
}

export type PublicPaging<Q = unknown> = ReturnType<typeof publicPaging<Q>>

/** The page a URL asks for: 1 without a number (/blog), N in /blog/page/N, or null when N is not a whole number from 2. */
export function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1
  return /^[1-9]\d{0,5}$/.test(param) && Number(param) >= 2 ? Number(param) : null
}
