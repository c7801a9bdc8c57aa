import './app/mantine-styles'
import './app/global.css'
import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { setRequestGate } from './api/client'
import { MOCK_ENABLED } from './api/config'
import { hasLocalEdits, readPrerenderedState, type PrerenderedState } from './lib/prerendered'
import { Providers } from './app/providers'
import { createQueryClient, MOCK_RETRY_DELAY_KEY } from './app/query-client'
import { createAppRouter } from './app/router'
import { setRenderedDay } from './lib/use-today'

let markRendered: () => void = () => undefined
const rendered = new Promise<void>((resolve) => (markRendered = resolve))

/** Renders nothing; its effect runs once the first render (or hydration) has committed. */
function OnFirstCommit() {
  useEffect(() => markRendered(), [])
  return null
}

function app(queryClient: QueryClient, router: Awaited<ReturnType<typeof createAppRouter>>) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
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
  setRenderedDay(page.day)
  hydrateRoot(root, app(queryClient, router))
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
  // The mock serves the same seed the page was rendered from, so that data is fresh, not build-time stale. A real
  // server's content may have changed since the build: the page shows at once and asks again once mounted.
  const updatedAt = MOCK_ENABLED ? Date.now() : 0
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
  if (!page) root.replaceChildren()
  if (root.hasAttribute('data-prerendered')) {
    // The prerendered page's <title> and description are not React's to update on a client render: drop them.
    for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove()
    root.removeAttribute('data-prerendered')
  }
  createRoot(root).render(app(queryClient, router))
}

const MOCK_HEAD_START_MS = 1000
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function boot(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  const page = hasLocalEdits() ? null : readPrerenderedState()
  // The HTML was rendered for the bare path: a query (?tab=) or hash (#schedule) may render something else.
  const canHydrate = page !== null && location.search === '' && location.hash === ''
  // Requests wait for the mock; a prerendered page needs none to paint, so the mock starts once it is hydrated.
  const mockReady = MOCK_ENABLED
    ? import('../mocks/start').then((mock) => mock.startMock({ after: canHydrate ? rendered : undefined }))
    : Promise.resolve()
  setRequestGate(mockReady)
  // Interactive and answering API calls: what browser tests wait for after loading a page.
  void Promise.allSettled([mockReady, rendered]).then(() => document.documentElement.setAttribute('data-app-ready', ''))
  // With no page data at all (the admin, or a browser holding edits) the screen shows nothing until the mock answers:
  // the mock gets the main thread first (up to a second), instead of sharing it with the route's chunks and the first
  // render, which doubled its start (measured: data shows ~150 ms sooner on a cold /dashboard).
  if (MOCK_ENABLED && page === null) await Promise.race([mockReady.catch(() => undefined), delay(MOCK_HEAD_START_MS)])
  await (canHydrate ? hydratePrerendered(root, page) : renderInBrowser(root, page))
}

void boot()
