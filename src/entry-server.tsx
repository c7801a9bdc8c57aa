import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom'
import { db, initDb } from '../mocks/db'
import { server } from '../mocks/node'
import { MOCK_ENABLED } from './api/config'
import { lagosDay } from './api/rules/training-schedule'
import { Providers } from './app/providers'
import { createQueryClient } from './app/query-client'
import { STATIC_PUBLIC_PATHS } from './app/public-paths'
import { routes } from './app/routes'
import { setRenderedDay } from './lib/use-today'

export type PrerenderedPage = {
  path: string
  html: string
  head: string
  state: DehydratedState
  /** The Lagos date the page was rendered on: the client hydrates with it (see useToday). */
  day: string
  /** Names of the lazy screen chunks the page renders (the client build names its chunks the same way). */
  screens: string[]
}

/** The chunk name a lazy route loads, read from its import() in this bundle ('home-page' for home-page-abc123.js). */
function screenChunks(path: string): string[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const chunk = /([\w.-]+?)-[\w-]{8}\.js/.exec(String((route.handle as { loadScreen?: unknown } | undefined)?.loadScreen ?? ''))
    return chunk?.[1] ? [chunk[1]] : []
  })
}

/** Starts the same mock API the browser uses (msw/node, seeded from the fixtures) and lists the pages. */
export async function startPrerender(): Promise<string[]> {
  // With the mock off (a real API), pages are rendered from that API, which must answer at build time.
  if (!MOCK_ENABLED) return STATIC_PUBLIC_PATHS
  server.listen({ onUnhandledRequest: 'error' })
  await initDb()
  const services = db.services
    .all()
    .filter((service) => service.link.startsWith('/services/'))
    .map((service) => service.link)
  const pages = db.pages.all().map((page) => page.path)
  return [...new Set([...STATIC_PUBLIC_PATHS, ...services, ...pages])]
}

export function stopPrerender(): void {
  if (MOCK_ENABLED) server.close()
}

/** Queries the render asked for that have no data yet. */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'idle' && query.state.status !== 'error')

const HOISTED = /^((?:<title>.*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)/s

/**
 * Renders one route to HTML with its data: renders, fetches every query the render asked for, and renders
 * again until nothing new is asked (dependent queries take a second pass).
 */
export async function renderPage(path: string): Promise<PrerenderedPage | null> {
  const handler = createStaticHandler(routes)
  const screens = screenChunks(path)
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  const queryClient = createQueryClient()
  const day = lagosDay()
  setRenderedDay(day)
  const render = () =>
    renderToString(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    )

  let markup = render()
  for (let pass = 0; pass < 4; pass++) {
    const missing = unfetched(queryClient)
    if (missing.length === 0) break
    await Promise.all(missing.map((query) => query.fetch()))
    markup = render()
  }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
  if (failed.length) throw new Error(`${path}: ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')} failed`)

  // React 19 emits the <title>, <meta> and <link> a page renders ahead of its markup: they belong in <head>.
  const head = HOISTED.exec(markup)?.[1] ?? ''
  const state = dehydrate(queryClient)
  queryClient.clear()
  return { path, html: markup.slice(head.length), head, state, day, screens }
}

export { PRERENDER_DATA_ID, serializePrerenderedState } from './lib/prerendered'
