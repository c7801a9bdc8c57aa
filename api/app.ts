import type { Hono as AnyHono } from 'hono'
// PatternRouter: the smallest router, for the browser; the server mounts these routes on its own app and router.
import { Hono } from 'hono/tiny'
import type { Collection } from '../src/api/registry/define'
import { HttpError } from './rules/http-error'
import { addressProblem } from './rules/url-check'
import { API_PREFIX, type ApiDeps } from './context'
import { isTextEncodingError, textEncodingError } from './rules/encoding-error'
import { expireHoldsOnRequest } from './registrations/on-request'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { genericCollectionRoutes } from './routes/collections'
import { inboxExportRoutes } from './routes/inbox-export'
import { inquiryRoutes } from './routes/inquiries'
import { mediaRoutes, uploadRoutes } from './routes/media'
import { menuRoutes, settingsRoutes } from './routes/menus-settings'
import { outboxRoutes } from './routes/outbox'
import { pageRoutes } from './routes/pages'
import { paymentRoutes } from './routes/payments'
import { registrationLifecycleRoutes } from './routes/registrations'
import { unknownApiRoute } from './routes/unknown'

export type ApiOptions = ApiDeps & {
  onError?: (error: unknown) => void
  /** Generic collections to serve instead of the registry's (a test's throwaway collection). */
  collections?: readonly Collection[]
  /** Runs before every API route (the server's ETag and 304 on public reads). */
  beforeRoutes?: (api: AnyHono) => void
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
  authRoutes(api, options)
  // Before the inboxes' GET /:id, which would take "export" for an id.
  inboxExportRoutes(api, options)
  inquiryRoutes(api, options)
  registrationLifecycleRoutes(api, options)
  paymentRoutes(api, options)
  adminRoutes(api, options)
  outboxRoutes(api, options)
  const unknown = unknownApiRoute([api])
  api.all('*', (c) => unknown(c, c.req.path.slice(API_PREFIX.length) || '/'))

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
