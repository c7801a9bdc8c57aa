import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom'
import { createRoutes } from './routes'

/**
 * The browser's router over the route table, its loaders filling `queryClient`. With `hydrationData` (a
 * prerendered page) the loaders already ran at build time: the router renders at once, and the lazy screens
 * the URL matches load first so the first render is the prerendered tree, not the fallback (React Router's
 * recipe for lazy routes and hydration).
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes({ queryClient })
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? []
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return
        Object.assign(route, { ...(await route.lazy()), lazy: undefined })
      }),
    )
    // The route's module was just evaluated: the router is built in the next task.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
}
