import type { Hono } from 'hono'
import { listAnswer } from '../../src/api/registry/collection-rules'
import { registry } from '../../src/api/registry/collections'
import type { Collection } from '../../src/api/registry/define'
import { notFound } from '../../src/api/rules/http-error'
import { readBody } from '../../src/api/rules/read-body'
import { menuUpdateSchema, siteSettingsPatchSchema, userSettingsInputSchema, type Menu } from '../../src/api/schemas'
import { requireAdmin } from '../auth/sessions'
import { inTransaction, json, logActivity, type ServerDeps } from '../context'
import type { Db } from '../db/connect'
import { recordsOf } from '../db/records'

async function only(db: Db, collection: string, label: string) {
  const record = await recordsOf(db, collection).first()
  if (!record) throw notFound(label)
  return record
}

export function menuRoutes(app: Hono, { db }: ServerDeps) {
  app.get('/menus', async (c) => json(c, listAnswer(registry.menus as unknown as Collection, c.req.url, await recordsOf(db, 'menus').all())))
  app.get('/menus/:id', async (c) => {
    const menu = await recordsOf(db, 'menus').get(c.req.param('id'))
    if (!menu) throw notFound('Menu')
    return json(c, menu)
  })
  app.put('/menus/:id', async (c) => {
    await requireAdmin(db, c.req.raw)
    const id = c.req.param('id')
    if (!(await recordsOf(db, 'menus').get(id))) throw notFound('Menu')
    const { items } = await readBody(c.req.raw, menuUpdateSchema)
    const menu = await inTransaction(db, async (trx) => {
      const menus = recordsOf(trx, 'menus')
      const current = await menus.get<Menu>(id)
      if (!current) throw notFound('Menu')
      const next = await menus.replace({ ...current, items, updatedAt: new Date().toISOString() })
      await logActivity(trx, 'menu', id, current.name, 'updated')
      return next
    })
    return json(c, menu)
  })
}

export function settingsRoutes(app: Hono, { db }: ServerDeps) {
  app.get('/settings/site', async (c) => json(c, await only(db, 'siteSettings', 'Site settings')))
  app.patch('/settings/site', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, siteSettingsPatchSchema)
    const saved = await inTransaction(db, async (trx) => {
      const next = await recordsOf(trx, 'siteSettings').replace({ ...(await only(trx, 'siteSettings', 'Site settings')), ...input })
      await logActivity(trx, 'settings', 'site', 'Site settings', 'updated')
      return next
    })
    return json(c, saved)
  })
  app.get('/settings/user', async (c) => {
    await requireAdmin(db, c.req.raw)
    return json(c, await only(db, 'userSettings', 'User settings'))
  })
  app.put('/settings/user', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, userSettingsInputSchema)
    const saved = await inTransaction(db, async (trx) => {
      const next = await recordsOf(trx, 'userSettings').replace({ ...(await only(trx, 'userSettings', 'User settings')), ...input })
      await logActivity(trx, 'settings', 'user', 'User settings', 'updated')
      return next
    })
    return json(c, saved)
  })
}
