import type { Hono } from 'hono'
import { HttpError } from '../../src/api/rules/http-error'
import type { Activity } from '../../src/api/schemas'
import { requireAdmin } from '../auth/sessions'
import { inTransaction, json, logActivity, noContent, type ServerDeps } from '../context'
import { recordsOf } from '../db/records'
import { insertSeed } from '../db/seed'

export function adminRoutes(app: Hono, { db, allowDemoReset }: ServerDeps) {
  app.get('/activity', async (c) => {
    await requireAdmin(db, c.req.raw)
    const limit = Number(c.req.query('limit') ?? 10)
    const entries = (await recordsOf(db, 'activity').all<Activity>()).sort((a, b) => b.at.localeCompare(a.at))
    return json(c, entries.slice(0, Number.isFinite(limit) && limit > 0 ? Math.min(limit, 100) : 10))
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
