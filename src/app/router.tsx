import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom'
import { routes } from './routes'

/**
 * Loads the lazy screens the current URL matches, so a router hydrating prerendered HTML renders the
 * same tree at once instead of its fallback.
 */
async function loadMatchedScreens(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const screen = await route.lazy()
      Object.assign(route, { ...screen, lazy: undefined })
    }),
  )
}

/** The app's router; `loadScreensFirst` renders the current screen at once (hydration, replacing prerendered HTML). */
export async function createAppRouter({ loadScreensFirst = false } = {}) {
  if (loadScreensFirst) await loadMatchedScreens(routes)
  // Public screens have no loaders: the (empty) hydration data only tells the router it need not wait.
  const hydrationData = { loaderData: {}, actionData: null, errors: null }
  return createBrowserRouter(routes, loadScreensFirst ? { hydrationData } : undefined)
}
