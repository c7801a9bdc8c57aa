import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { HttpError } from '../rules/http-error'
import { collectionOf } from '../../src/api/registry/collections'
import { API_PREFIX, json, logActivity, noContent, type ApiDeps } from '../context'
import { endpoint } from './endpoint'
import { listRoute } from './list'

export function adminRoutes(app: Hono, { store, allowDemoReset }: ApiDeps) {
  listRoute(app, store, collectionOf('activity'))

  /** Restores the seed content; the caller stays signed in. A company's live data is not a demo: off unless allowed. */
  endpoint(app, store, endpoints.resetDemo, async (c, { admin }) => {
    if (!allowDemoReset) throw new HttpError(403, 'Resetting to the demo data is turned off on this server (ALLOW_DEMO_RESET)')
    await store.transaction(async (trx) => {
      await trx.resetToSeed(admin)
      await logActivity(trx, 'demo', 'all', 'Demo data', 'reset')
    })
    return noContent(c)
  })

  /** Generated on first request (zod → JSON Schema lives in its own chunk, loaded only here), then kept. */
  let document: Promise<unknown> | null = null
  endpoint(app, store, endpoints.getOpenApiDocument, async (c) => {
    document ??= import('../openapi/document').then(({ buildOpenApiDocument }) => buildOpenApiDocument({ serverUrl: API_PREFIX }))
    return json(c, await document)
  })
}
