import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { adminCollectionAt } from '../../api/registry/admin'
import { adminQueries } from '../../api/resources/collection-admin'
import { requireAdmin } from './auth/require-admin'
import { FIRST_PAGE } from './collections/use-list-state'
import { figureQueries } from './dashboard/figure-queries'
import { libraryPage, sortIn } from './media/media-query'

type Fetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>

/**
 * What an admin screen reads first, with the same query options as the screen: its route's loader starts it with
 * the navigation, so on a cold start the request leaves as soon as the mock answers, alongside the screen's chunks
 * being parsed, instead of once the screen has rendered.
 */
const screens = {
  dashboard: (queryClient) =>
    Promise.all([
      queryClient.ensureQueryData(figureQueries.pages()),
      queryClient.ensureQueryData(figureQueries.media()),
      queryClient.ensureQueryData(figureQueries.posts()),
      queryClient.ensureQueryData(figureQueries.projects()),
    ]),
  media: (queryClient, { request }) =>
    queryClient.ensureQueryData(libraryPage({ q: '', page: 1, sort: sortIn(new URL(request.url).searchParams) })),
  collection: async (queryClient, { params }) => {
    const admin = adminCollectionAt(params.collection)
    if (admin && admin.collection.kind !== 'singleton')
      await queryClient.ensureQueryData(adminQueries(admin.collection).page(FIRST_PAGE))
  },
} satisfies Record<string, Fetch>

export type ScreenWithData = keyof typeof screens

/** Signed in: the screen's first data (the session check throws the login redirect otherwise, and nothing is asked). */
export function loadScreenData(screen: ScreenWithData, queryClient: QueryClient, args: LoaderFunctionArgs): Promise<unknown> {
  requireAdmin(args)
  return screens[screen](queryClient, args)
}
