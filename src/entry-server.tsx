import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom'
import { lagosDay } from './api/rules/training-schedule'
import { siteSettings } from './api/resources/settings'
import { lastModified } from './lib/crawl/last-modified'
import { companyJsonLd } from './lib/structured-data/company'
import { jsonLdText } from './lib/structured-data/json-ld'
import { robotsTxt, sitemapXml, type SitemapEntry } from './lib/crawl/sitemap'
import { Providers } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createRoutes, type RouteHandle } from './app/routes'
import { setRenderedDay } from './lib/use-today'

export type PrerenderedPage = {
  path: string
  html: string
  head: string
  state: DehydratedState
  /** The route loaders' results (the client router hydrates with them and does not run the loaders again). */
  loaderData: Record<string, unknown>
  /** The Lagos date the page was rendered on: the client hydrates with it (see useToday). */
  day: string
  /** Source files of the lazy screens the page renders (keys of the client build's manifest). */
  modules: string[]
  /** The day its content last changed ('YYYY-MM-DD'; `day` when the content carries no date), for the sitemap. */
  lastModified: string
}

const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `${parent.replace(/\/$/, '')}/${path}`.replace(/^\/?/, '/')

/**
 * The pages to prerender: every route under the public layout with a fixed path, unless it says
 * `handle: { prerender: false }`, plus the pages of its dynamic routes (`handle.prerenderPaths`, read from
 * the API over HTTP). The admin is never prerendered.
 */
export async function prerenderPaths(): Promise<string[]> {
  const queryClient = createQueryClient()
  const publicLayout = createRoutes({ queryClient })
    .flatMap((route) => route.children ?? [])
    .find((route) => route.id === 'public')
  const paths: string[] = []
  const visit = async (route: RouteObject, parent: string) => {
    const handle = route.handle as RouteHandle | undefined
    const path = joinPath(parent, route.path)
    if (handle?.prerenderPaths) paths.push(...(await handle.prerenderPaths(queryClient)))
    else if (handle?.prerender !== false && (route.index || route.Component || route.lazy) && !/[:*]/.test(path)) paths.push(path)
    for (const child of route.children ?? []) await visit(child, path)
  }
  for (const route of publicLayout?.children ?? []) await visit(route, '/')
  queryClient.clear()
  return [...new Set(paths)]
}

/** A route's lazily loaded source files (RouteHandle.module). */
const handleModules = (route: RouteObject) => [(route.handle as RouteHandle | undefined)?.module ?? []].flat()

/**
 * The routes the app shell serves (every one with no prerendered page: the admin, the login, dynamic paths), each
 * with its pattern ("/dashboard/content/:collection") and the source files of its lazy chunks, outer route first: the
 * shell preloads the matched route's chunks with the entry instead of after it.
 */
export function shellRoutes(): { pattern: string; modules: string[] }[] {
  const found: { pattern: string; modules: string[] }[] = []
  const visit = (route: RouteObject, parent: string, inherited: string[], underPublic: boolean) => {
    const pattern = joinPath(parent, route.path)
    const modules = [...new Set([...inherited, ...handleModules(route)])]
    const isPublic = underPublic || route.id === 'public'
    // The public catch-all is prerendered too, as the Not Found page (dist/404.html).
    const prerendered =
      isPublic &&
      (route.path === '*' || (!/[:*]/.test(pattern) && (route.handle as RouteHandle | undefined)?.prerender !== false))
    if ((route.index || route.lazy || route.Component) && !prerendered && modules.length) found.push({ pattern, modules })
    for (const child of route.children ?? []) visit(child, pattern, modules, isPublic)
  }
  for (const route of createRoutes({ queryClient: createQueryClient() })) visit(route, '/', [], false)
  return found
}

/** Queries a render read that no loader fetched (enabled, with no data): its route's loader is missing them. */
const unloaded = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined && query.state.status === 'pending' && !query.isDisabled())

const HOISTED = /^((?:<title>.*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*)/s

/**
 * The company's JSON-LD, the same on every page: added by the renderer, so it stays out of the app's JavaScript (a
 * client-side navigation has nothing to change in it).
 */
function companyScript(queryClient: QueryClient): string {
  const settings = queryClient.getQueryData(siteSettings.detail().queryKey)
  return settings ? `<script type="application/ld+json">${jsonLdText(companyJsonLd(settings))}</script>` : ''
}

/**
 * What a route renders to: a redirect; no page, when the API answers 404 for its content (a deleted service or
 * page); or its page, `notFound` when that is the Not Found page (the catch-all, a listing's page past its last: the
 * pages that ask not to be indexed).
 */
export type RouteRender =
  | { redirect: string; status: number }
  | { missing: true }
  | { page: PrerenderedPage; notFound: boolean }

const NOINDEX = '<meta name="robots" content="noindex"'

/**
 * Renders one route to HTML: its loaders fetch its data once, then one render. `day` is the Lagos date the page shows
 * as today: a prerender passes one day to every page, so a run that crosses midnight stays whole. `retry: false`
 * (the live server, whose API answers in process): a failed read fails the render at once instead of retrying after
 * 1 s and 2 s, since only the database fails there and the server has a last good page to serve meanwhile.
 */
export async function renderRoute(path: string, day = lagosDay(), { retry = true }: { retry?: boolean } = {}): Promise<RouteRender> {
  const queryClient = createQueryClient()
  if (!retry) {
    const defaults = queryClient.getDefaultOptions()
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  }
  const handler = createStaticHandler(createRoutes({ queryClient, wait: true }))
  const context = await handler.query(new Request(new URL(path, 'http://localhost')))
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/', status: context.status }
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
  if (failed.length && failed.every((query) => (query.state.error as { status?: unknown } | null)?.status === 404)) {
    queryClient.clear()
    return { missing: true }
  }
  if (failed.length) throw new Error(`${path}: ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')} failed`)
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`)

  setRenderedDay(day)
  const markup = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  const missing = unloaded(queryClient)
  if (missing.length) {
    throw new Error(
      `${path} reads ${missing.map((query) => JSON.stringify(query.queryKey)).join(', ')}: add it to its route's loader`,
    )
  }

  // React 19 emits the <title>, <meta> and <link> a page renders ahead of its markup: they belong in <head>.
  const hoisted = HOISTED.exec(markup)?.[1] ?? ''
  const head = hoisted + companyScript(queryClient)
  const state = dehydrate(queryClient)
  queryClient.clear()
  const modules = context.matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.module ?? [])
  const page = {
    path,
    html: markup.slice(hoisted.length),
    head,
    state,
    loaderData: context.loaderData,
    day,
    modules,
    lastModified: lastModified(state, day),
  }
  return { page, notFound: hoisted.includes(NOINDEX) }
}

let routeTable: RouteObject[] | undefined
/** Whether a route other than the catch-all (the Not Found page) matches `path`: no need to render to know it. */
export function hasOwnRoute(path: string): boolean {
  const matches = matchRoutes((routeTable ??= createRoutes({ queryClient: createQueryClient() })), path) ?? []
  return matches.length > 0 && matches[matches.length - 1]!.route.path !== '*'
}

/** Renders one route to HTML (renderRoute); null for a redirect; a failure for content the API does not have. */
export async function renderPage(path: string, day = lagosDay()): Promise<PrerenderedPage | null> {
  const rendered = await renderRoute(path, day)
  if ('redirect' in rendered) return null
  if ('missing' in rendered) throw new Error(`${path}: the API has no content for it (404)`)
  return rendered.page
}

/** sitemap.xml (the pages given) and robots.txt, with absolute URLs from the Site URL setting. */
export async function crawlFiles(entries: SitemapEntry[]): Promise<{ sitemap: string; robots: string }> {
  const { siteUrl } = await createQueryClient().fetchQuery(siteSettings.detail())
  return { sitemap: sitemapXml(siteUrl, entries), robots: robotsTxt(siteUrl) }
}

export { MOCK_ENABLED } from './api/config'
/** A path no route but the catch-all matches: the prerenderer renders the Not Found page (dist/404.html) from it. */
export const NOT_FOUND_PATH = '/404'
export { lagosDay }
export { PRERENDER_DATA_ID, serializePrerenderedState } from './lib/prerendered'
