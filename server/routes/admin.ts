import type { Hono } from 'hono'
import { HttpError } from '../../src/api/rules/http-error'
import { collectionOf } from '../../src/api/registry/collections'
import { requireAdmin } from '../auth/sessions'
import { inTransaction, json, logActivity, noContent, type ServerDeps } from '../context'
import { listInStore } from '../db/list-sql'
import { insertSeed } from '../db/seed'

export function adminRoutes(app: Hono, { db, allowDemoReset }: ServerDeps) {
  app.get('/activity', async (c) => {
    await requireAdmin(db, c.req.raw)
    return json(c, await listInStore(db, collectionOf('activity'), c.req.url))
  })

  /** Restores the seed content. A company's live data is not a demo: off unless ALLOW_DEMO_RESET=1. */
  app.post('/demo/reset', async (c) => {
    await requireAdmin(db, c.req.raw)
    if (!allowDemoReset) throw new HttpError(403, 'Resetting to the demo data is turned off on this server (ALLOW_DEMO_RESET)')
    await inTransaction(db, async (trx) => {
      await trx.deleteFrom('records').execute()
      await trx.deleteFrom('uploads').execute()
      await insertSeed(trx)
      await logActivity(trx, 'demo', 'all', 'Demo data', 'reset')
    })
    return noContent(c)
  })

  let document: Promise<unknown> | null = null
  app.get('/openapi.json', async (c) => {
    document ??= import('../../src/api/openapi/document').then(({ buildOpenApiDocument }) => buildOpenApiDocument({ serverUrl: '/api' }))
    return json(c, await document)
  })
}
