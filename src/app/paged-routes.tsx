import type { QueryClient } from '@tanstack/react-query'
import { redirect, type RouteObject } from 'react-router-dom'
import { pageNumber, type PublicPaging } from '../components/page-kit/paging'
import { all, data, ensure, screen, type RouteData, type RouteHandle } from './route-kit'

/**
 * The two routes of a paged public listing (components/page-kit/paging.ts): its first page at `paging.base` and
 * the later ones at `base`/page/:page, both on one screen (src/features/`file`.tsx). The later pages are
 * prerendered (their paths from the API's total); /base/page/1 redirects to /base; a page past the last, or not
 * a number, is the not-found page (the screen's usePagedList says so).
 */
export function pagedRoutes(
  ctx: RouteData,
  paging: PublicPaging,
  [file, exportName]: [string, string],
  /** What the screen reads besides the page (its page document, its hero). */
  alongside: (queryClient: QueryClient) => Promise<unknown>,
): RouteObject[] {
  const q = ctx.queryClient
  const path = paging.base.replace(/^\//, '')
  return [
    {
      path,
      ...screen(file, exportName),
      loader: data(ctx, () => all(ensure(q, paging.query(1) as never), alongside(q))),
    },
    {
      path: `${path}/page/:page`,
      ...screen(file, exportName),
      handle: { module: `src/features/${file}.tsx`, prerenderPaths: paging.laterPagePaths } satisfies RouteHandle,
      loader: async (args) => {
        if (args.params.page === '1') return redirect(paging.base)
        const page = pageNumber(args.params.page)
        return data(ctx, () => all(page ? ensure(q, paging.query(page) as never) : null, alongside(q)))(args)
      },
    },
  ]
}
