import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query'
import { memo, type ComponentType } from 'react'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { media } from '../api/resources/media'
import { pages } from '../api/resources/pages'
import { RouteError } from './route-error'

/** The pieces every route entry is made of (routes.tsx): a lazy screen, its handle, and a data loader. */

type ScreenModule = Record<string, unknown>

/**
 * What the route table says about a route beyond React Router's own fields. `prerender: false` keeps a public
 * route out of the build's HTML; `prerenderPaths` lists a dynamic route's pages (from the API); `module` names
 * the source files the route loads lazily (its screen, layout or loader), so the build finds their chunks in its
 * manifest: the prerenderer for a page's scripts, the app shell for the chunks a route preloads at once.
 */
export type RouteHandle = {
  prerender?: false
  prerenderPaths?: (queryClient: QueryClient) => Promise<string[]>
  module?: string | string[]
}

// One chunk per screen file (the same split a literal import() per route gives).
const screenModules = import.meta.glob<ScreenModule>([
  '../features/**/*-page.tsx',
  '../features/legal/legal-pages.tsx',
  '!../features/**/*.test.tsx',
])

/** A lazily loaded screen (file under src/features/, without .tsx) under its own error boundary. */
export function screen(file: string, exportName: string): Pick<RouteObject, 'lazy' | 'errorElement' | 'handle'> {
  const load = screenModules[`../features/${file}.tsx`]
  if (!load) throw new Error(`No screen module src/features/${file}.tsx`)
  const handle: RouteHandle = { module: `src/features/${file}.tsx` }
  return {
    lazy: async () => ({ Component: screenComponent((await load())[exportName] as ComponentType) }),
    errorElement: <RouteError />,
    handle,
  }
}

const memoized = new WeakMap<ComponentType, ComponentType>()
/**
 * A route's component as the router renders it: the router makes a new element for it whenever its state changes
 * (a navigation starting, a search parameter written), which would render the whole screen again; memoized (it has
 * no props), a screen renders again only for what it reads (its params, location, queries). One per component.
 */
export function screenComponent(component: ComponentType): ComponentType {
  let wrapped = memoized.get(component)
  if (!wrapped) {
    wrapped = memo(component)
    memoized.set(component, wrapped)
  }
  return wrapped
}

/** What the loaders fill, and whether they wait for it (the prerenderer) or only start it (the browser). */
export type RouteData = { queryClient: QueryClient; wait?: boolean }

/**
 * A route loader: `fetch` puts what the screen reads first into the query cache (the screen reads it with the
 * same query options), starting as the navigation starts, alongside the screen's lazy chunk. In the browser the
 * navigation does not wait for it: the screen shows its own loading and error states, and shares the fetch in
 * flight. The prerenderer waits, and fails the build on an error.
 */
export function data(
  { queryClient, wait = false }: RouteData,
  fetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
  /**
   * In the browser, wait this long at most for the data before showing the screen: an answer that comes quickly
   * shows with the screen in one render (not a loading state, then the data, a frame apart); a slower one shows
   * the screen's loading state after this pause.
   */
  { waitUpTo = 0 }: { waitUpTo?: number } = {},
): (args: LoaderFunctionArgs) => Promise<null> {
  return async (args) => {
    const done = fetch(queryClient, args).catch(() => undefined)
    if (wait) await done
    else if (waitUpTo > 0) await Promise.race([done, new Promise((resolve) => setTimeout(resolve, waitUpTo))])
    return null
  }
}

/** A managed page's hero (ManagedPageHero): the page, and the media library when it has a featured image. */
export async function managedPage(queryClient: QueryClient, id: string): Promise<void> {
  const page = await queryClient.ensureQueryData(pages.detail(id))
  if (page.featuredImage) await queryClient.ensureQueryData(media.detail(page.featuredImage))
}

// Any query's options (each one keeps its own types where the screen reads it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = EnsureQueryDataOptions<any, any, any, any>
/** Fetches the queries that have no data yet, in parallel. */
export const ensure = (queryClient: QueryClient, ...queries: AnyQuery[]) =>
  Promise.all(queries.map((query) => queryClient.ensureQueryData(query)))
export const all = (...work: (Promise<unknown> | null)[]) => Promise.all(work)
