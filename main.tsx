import './src/app/mantine-styles'
import './src/app/global.css'
import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { setRequestGate } from './src/api/client'
import { enableFullStyles } from './src/boot'
import { MOCK_ENABLED } from './src/api/config'
import { MOCK_WANTED_ATTRIBUTE, MOCK_WANTED_EVENT } from './src/api/signals'
import { hasLocalEdits, readPrerenderedState, type PrerenderedState } from './src/lib/prerendered'
import { Providers } from './src/app/providers'
import { createQueryClient, MOCK_RETRY_DELAY_KEY } from './src/app/query-client'
import { createAppRouter } from './src/app/router'
import { setRenderedDay } from './src/lib/use-today'

let markRendered: () => void = () => undefined
const rendered = new Promise<void>((resolve) => (markRendered = resolve))

/** Renders nothing; its effect runs once the first render (or hydration) has committed. */
function OnFirstCommit() {
  useEffect(() => markRendered(), [])
  return null
}

/**
 * `hydrating`: the router's updates stay in transitions (React Router's default). Outside one, an update that reaches
 * a section React has not hydrated yet throws its prerendered HTML away. An app rendered in the browser (the admin, a
 * page rendered anew) has nothing to hydrate: a navigation's screen renders in one go, where a transition renders it
 * in 5 ms slices with frames between them (a list opened 8-16 ms later: bench:admin's opens, alternating builds).
 */
function app(queryClient: QueryClient, router: Awaited<ReturnType<typeof createAppRouter>>, { hydrating = false } = {}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} useTransitions={hydrating ? undefined : false} />
        <OnFirstCommit />
      </Providers>
    </StrictMode>
  )
}

/** The router over the query cache; with prerendered data its loaders already ran (at build time). */
function routerFor(queryClient: QueryClient, page: PrerenderedState | null) {
  return createAppRouter(queryClient, page ? { loaderData: page.loaderData ?? {}, actionData: null, errors: null } : undefined)
}

/** Prerendered HTML becomes interactive with the data it was rendered from: no request before first paint. */
async function hydratePrerendered(root: HTMLElement, page: PrerenderedState): Promise<void> {
  const queryClient = queryClientWith(page)
  const router = await routerFor(queryClient, page)
  await nextTask()
  setRenderedDay(page.day)
  // In a transition React hydrates in slices of a few milliseconds instead of one long task, so the page answers
  // input while it hydrates.
  startTransition(() => {
    hydrateRoot(root, app(queryClient, router, { hydrating: true }))
  })
}

/** The mock's testing setting for the retries' first wait, in ms; unset or invalid: the default (1 s). */
function mockRetryBaseMs(): number | undefined {
  if (!MOCK_ENABLED) return undefined
  try {
    const value = window.localStorage.getItem(MOCK_RETRY_DELAY_KEY)
    const ms = value === null ? NaN : Number(value)
    return Number.isFinite(ms) && ms >= 0 ? ms : undefined
  } catch {
    return undefined
  }
}

function queryClientWith(page: PrerenderedState | null): QueryClient {
  const queryClient = createQueryClient({ retryBaseMs: mockRetryBaseMs() })
  if (!page) return queryClient
  // The mock serves the same seed the page was rendered from, and the server renders its pages from its database
  // (revalidated on every load): that data is fresh, not build-time stale. A page prerendered from another server
  // may be out of date: it shows at once and asks again once mounted.
  const updatedAt = MOCK_ENABLED || page.live ? Date.now() : 0
  for (const query of page.queries.queries) query.state.dataUpdatedAt = updatedAt
  hydrateQueries(queryClient, page.queries)
  return queryClient
}

/**
 * A client render. With prerendered data that still holds (same path, another query or hash) the cache starts
 * from it, so the page changes in one step instead of blanking; otherwise the seed content must not show.
 */
async function renderInBrowser(root: HTMLElement, page: PrerenderedState | null): Promise<void> {
  const queryClient = queryClientWith(page)
  const router = await routerFor(queryClient, page)
  if (!page) {
    // The route loaders have just started. Until they are done (a screen's loader waits at most 80 ms for its data)
    // the main thread is theirs: a first render now would hold the screen's request back by ~100 ms of the render.
    await loadersDone(router, LOADERS_HEAD_START_MS)
    root.replaceChildren()
  }
  if (root.hasAttribute('data-prerendered')) {
    // The prerendered page's <title>, description and robots rule are not React's to update on a client render: drop
    // them (404.html's noindex must not stay on the page a browser renders in its place).
    for (const tag of document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]')) tag.remove()
    root.removeAttribute('data-prerendered')
  }
  createRoot(root).render(app(queryClient, router))
}

const MOCK_HEAD_START_MS = 1000
/** How long a page that renders anew waits for its whole stylesheets before rendering without them. */
const STYLES_WAIT_MS = 1500
const LOADERS_HEAD_START_MS = 150

/** Resolves once the router's first loaders are done, or after `ms`. */
function loadersDone(router: Awaited<ReturnType<typeof createAppRouter>>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
    setTimeout(() => {
      unsubscribe()
      resolve()
    }, ms)
  })
}
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Ends the current task. The load's script work runs as several tasks (evaluating the modules, reading the page's
 * data, creating the router, hydrating) rather than one that keeps a slow phone from answering a tap.
 */
const nextTask = () => delay(0)

async function boot(): Promise<void> {
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const page = hasLocalEdits() ? null : readPrerenderedState()
  // The HTML was rendered for the bare path: a query (?tab=) or hash (#schedule) may render something else.
  const canHydrate = page !== null && location.search === '' && location.hash === ''
  // A prerendered page inlines only the CSS its HTML uses (src/boot.ts); rendered anew, it may show more.
  const stylesReady = canHydrate ? undefined : Promise.race([enableFullStyles(), delay(STYLES_WAIT_MS)])
  // Requests wait for the mock (the request gate). A prerendered page needs none to paint or to be read: its mock
  // starts when first wanted (a request, or the visitor's first interaction: mocks/boot-guard.ts), after hydration.
  let mockStart: Promise<void> | undefined
  const startMock = (): Promise<void> =>
    (mockStart ??= MOCK_ENABLED
      ? import('./mocks/start').then((mock) => mock.startMock({ after: canHydrate ? rendered : undefined }))
      : Promise.resolve())
  // An API answer may show what the HTML did not (a toast): the whole stylesheets come with the first request.
  setRequestGate(() => {
    void enableFullStyles()
    return startMock()
  })
  if (!canHydrate || document.documentElement.hasAttribute(MOCK_WANTED_ATTRIBUTE)) void startMock()
  else addEventListener(MOCK_WANTED_EVENT, () => void startMock(), { once: true })
  // Interactive, and API calls answered (at once, or by a mock that starts on demand): what browser tests wait for.
  void Promise.allSettled([canHydrate ? undefined : startMock(), rendered]).then(() =>
    document.documentElement.setAttribute('data-app-ready', ''),
  )
  // With no page data at all (the admin, or a browser holding edits) the screen shows nothing until the mock answers:
  // the mock gets the main thread first (up to a second), instead of sharing it with the route's chunks and the first
  // render, which doubled its start (measured: data shows ~150 ms sooner on a cold /dashboard).
  if (MOCK_ENABLED && page === null) await Promise.race([startMock().catch(() => undefined), delay(MOCK_HEAD_START_MS)])
  await stylesReady
  await (canHydrate ? hydratePrerendered(root, page) : renderInBrowser(root, page))
}

void boot()
