import type { Hono as AnyHono } from 'hono'
// PatternRouter: the smallest router, for the browser; the server mounts these routes on its own app and router.
import { Hono } from 'hono/tiny'
import type { Collection } from '../src/api/registry/define'
import { HttpError } from './rules/http-error'
import { addressProblem } from './rules/url-check'
import { API_PREFIX, type ApiDeps } from './context'
import { isTextEncodingError, textEncodingError } from './rules/encoding-error'
import { genericCollectionRoutes } from './routes/collections'
import { mediaRoutes, uploadRoutes } from './routes/media'
import { menuRoutes, settingsRoutes } from './routes/menus-settings'
import { expireHoldsOnRequest } from './registrations/on-request'
import { pageRoutes } from './routes/pages'

export type ApiOptions = ApiDeps & {
  onError?: (error: unknown) => void
  /** Generic collections to serve instead of the registry's (a test's throwaway collection). */
  collections?: readonly Collection[]
  /** Runs before every API route (the server's ETag and 304 on public reads). */
  beforeRoutes?: (api: AnyHono) => void
}

/**
 * Every request the routes above leave goes to the rest of the API (api/on-demand.ts), whose code loads on the
 * first such request: in the browser, a visitor's pages never load it. A failed load is tried again by the next request.
 */
function onDemand(api: AnyHono, options: ApiOptions): void {
  let rest: Promise<AnyHono> | null = null
  api.all('*', async (c) => {
    rest ??= import('./on-demand').then(
      ({ onDemandApi }) => onDemandApi(api, options),
      (error: unknown) => {
        rest = null
        throw error
      },
    )
    return (await rest).fetch(c.req.raw, c.env)
  })
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * The API, written once: the contract's routes under /api and uploaded files under /uploads, on a store. The server
 * runs it on the SQL store (server/app.ts); the demo and the tests on the browser store, handed requests by msw
 * (mocks/transport.ts). It answers Fetch requests only: no Node API, so it runs in a browser.
 */
export function createApi(options: ApiOptions): AnyHono {
  const api = new Hono()
  options.beforeRoutes?.(api)
  if (options.expireHoldsOnRequest) expireHoldsOnRequest(api, options.store)
  genericCollectionRoutes(api, options, options.collections)
  pageRoutes(api, options)
  mediaRoutes(api, options)
  menuRoutes(api, options)
  settingsRoutes(api, options)
  onDemand(api, options)

  const app = new Hono()
  app.onError((caught, c) => {
    const error = isTextEncodingError(caught) ? textEncodingError() : caught
    if (error instanceof HttpError)
      return c.json({ message: error.message, issues: error.issues }, error.status as 400, error.headers)
    options.onError?.(error)
    return c.json({ message: SERVER_ERROR_MESSAGE, issues: [] }, 500)
  })
  app.use('*', async (c, next) => {
    const problem = addressProblem(new URL(c.req.url))
    if (problem) return c.json({ message: problem, issues: [] }, 400)
    await next()
  })
  app.route(API_PREFIX, api)
  uploadRoutes(app, options)
  return app
}
