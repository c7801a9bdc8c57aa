import type { Hono } from 'hono'
import { HttpError } from '../../src/api/rules/http-error'
import { collectionOf } from '../../src/api/registry/collections'
import { API_PREFIX, json, logActivity, noContent, requireAdmin, type ApiDeps } from '../context'

export function adminRoutes(app: Hono, { store, allowDemoReset }: ApiDeps) {
  app.get('/activity', async (c) => {
    await requireAdmin(store, c.req.raw)
    return json(c, await store.list(collectionOf('activity'), c.req.url))
  })

  /** Restores the seed content; the caller stays signed in. A company's live data is not a demo: off unless allowed. */
  app.post('/demo/reset', async (c) => {
    const signedIn = await requireAdmin(store, c.req.raw)
    if (!allowDemoReset) throw new HttpError(403, 'Resetting to the demo data is turned off on this server (ALLOW_DEMO_RESET)')
    await store.transaction(async (trx) => {
      await trx.resetToSeed(signedIn)
      await logActivity(trx, 'demo', 'all', 'Demo data', 'reset')
    })
    return noContent(c)
  })

  /** Generated on first request (zod → JSON Schema lives in its own chunk, loaded only here), then kept. */
  let document: Promise<unknown> | null = null
  app.get('/openapi.json', async (c) => {
    document ??= import('../../src/api/openapi/document').then(({ buildOpenApiDocument }) => buildOpenApiDocument({ serverUrl: API_PREFIX }))
    return json(c, await document)
  })
}
