import type { Hono } from 'hono'
import { collectionOf } from '../../src/api/registry/collections'
import { readBody } from '../../src/api/rules/read-body'
import { menuUpdateSchema, siteSettingsPatchSchema, userSettingsInputSchema, type Menu } from '../../src/api/schemas'
import { requireAdmin } from '../auth/sessions'
import { inTransaction, json, logActivity, type ServerDeps } from '../context'
import { listInStore } from '../db/list-sql'
import { recordsOf } from '../db/records'

export function menuRoutes(app: Hono, { db }: ServerDeps) {
  app.get('/menus', async (c) => json(c, await listInStore(db, collectionOf('menus'), c.req.url)))
  app.get('/menus/:id', async (c) => {
    return json(c, await recordsOf(db, 'menus').find(c.req.param('id'), 'Menu'))
  })
  app.put('/menus/:id', async (c) => {
    await requireAdmin(db, c.req.raw)
    const id = c.req.param('id')
    await recordsOf(db, 'menus').find(id, 'Menu')
    const { items } = await readBody(c.req.raw, menuUpdateSchema)
    const menu = await inTransaction(db, async (trx) => {
      const menus = recordsOf(trx, 'menus')
      const current = await menus.find<Menu>(id, 'Menu')
      const next = await menus.replace({ ...current, items, updatedAt: new Date().toISOString() })
      await logActivity(trx, 'menu', id, current.name, 'updated')
      return next
    })
    return json(c, menu)
  })
}

export function settingsRoutes(app: Hono, { db }: ServerDeps) {
  app.get('/settings/site', async (c) => json(c, await recordsOf(db, 'siteSettings').only('Site settings')))
  app.patch('/settings/site', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, siteSettingsPatchSchema)
    const saved = await inTransaction(db, async (trx) => {
      const next = await recordsOf(trx, 'siteSettings').replace({ ...(await recordsOf(trx, 'siteSettings').only('Site settings')), ...input })
      await logActivity(trx, 'settings', 'site', 'Site settings', 'updated')
      return next
    })
    return json(c, saved)
  })
  app.get('/settings/user', async (c) => {
    await requireAdmin(db, c.req.raw)
    return json(c, await recordsOf(db, 'userSettings').only('User settings'))
  })
  app.put('/settings/user', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, userSettingsInputSchema)
    const saved = await inTransaction(db, async (trx) => {
      const next = await recordsOf(trx, 'userSettings').replace({ ...(await recordsOf(trx, 'userSettings').only('User settings')), ...input })
      await logActivity(trx, 'settings', 'user', 'User settings', 'updated')
      return next
    })
    return json(c, saved)
  })
}
