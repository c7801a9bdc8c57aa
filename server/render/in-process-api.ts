// The pages the server renders read the API as the browser does (src/api/client.ts: fetch on the page's own origin,
// http://localhost when rendering): those requests go straight to the app's `fetch`, with no socket in between.
import { AsyncLocalStorage } from 'node:async_hooks'

type AppFetch = (request: Request) => Response | Promise<Response>

/** The app that answers the render under way (renders of two apps in one process, as in tests, stay apart). */
const renderingFor = new AsyncLocalStorage<AppFetch>()
const RENDER_ORIGIN = 'http://localhost'

let outside: typeof fetch = globalThis.fetch
const inProcessFetch: typeof fetch = (input, init) => {
  const app = renderingFor.getStore()
  const request = app && new Request(input, init)
  if (!app || !request || new URL(request.url).origin !== RENDER_ORIGIN) return outside(input, init)
  return Promise.resolve(app(request))
}

/**
 * Runs `render` with its API requests answered by `app`. globalThis.fetch is wrapped at the first render, and again
 * if something replaced it since (a test's request interceptor, on its way in or out).
 */
export function withInProcessApi<T>(app: AppFetch, render: () => Promise<T>): Promise<T> {
  if (globalThis.fetch !== inProcessFetch) {
    outside = globalThis.fetch
    globalThis.fetch = inProcessFetch
  }
  return renderingFor.run(app, render)
}
