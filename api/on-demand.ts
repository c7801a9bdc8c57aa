import type { Hono as AnyHono } from 'hono'
import { Hono } from 'hono/tiny'
import type { Collection } from '../src/api/registry/define'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { genericCollectionWrites } from './routes/collection-writes'
import { menuAndSettingsWriteRoutes, pageWriteRoutes } from './routes/content-writes'
import { inboxExportRoutes } from './routes/inbox-export'
import { inquiryRoutes } from './routes/inquiries'
import { mediaWriteRoutes } from './routes/media-writes'
import { outboxRoutes } from './routes/outbox'
import { paymentRoutes } from './routes/payments'
import { registrationLifecycleRoutes } from './routes/registrations'
import { unknownApiRoute } from './routes/unknown'
import { API_PREFIX, type ApiDeps } from './context'

/**
 * The API's routes beyond the content's reads: every write (the admin's and the public forms'), sign-in, the inboxes
 * and their exports, registrations and payments, the outbox and the admin's tools; then the answer to a path no route
 * takes. api/app.ts loads this module on the first request its own routes leave, so the browser's mock starts
 * without it (docs/decisions/024-api-on-demand.md). `reads` is the app with the routes registered before.
 */
export function onDemandApi(reads: AnyHono, options: ApiDeps & { collections?: readonly Collection[] }): AnyHono {
  const api = new Hono()
  authRoutes(api, options)
  genericCollectionWrites(api, options, options.collections)
  pageWriteRoutes(api, options)
  mediaWriteRoutes(api, options)
  menuAndSettingsWriteRoutes(api, options)
  // Before the inboxes' GET /:id, which would take "export" for an id.
  inboxExportRoutes(api, options)
  inquiryRoutes(api, options)
  registrationLifecycleRoutes(api, options)
  paymentRoutes(api, options)
  adminRoutes(api, options)
  outboxRoutes(api, options)
  const unknown = unknownApiRoute([reads, api])
  api.all('*', (c) => unknown(c, c.req.path.slice(API_PREFIX.length) || '/'))

  const app = new Hono()
  // An error is the calling app's to answer (its onError), as for the routes it registers itself.
  app.onError((error) => {
    throw error
  })
  app.route(API_PREFIX, api)
  return app
}
