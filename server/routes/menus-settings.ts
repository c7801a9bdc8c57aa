import type { Hono } from 'hono'
import { collectionOf } from '../../src/api/registry/collections'
import { readBody } from '../../src/api/rules/read-body'
import { menuUpdateSchema, siteSettingsPatchSchema, userSettingsInputSchema, type Menu } from '../../src/api/schemas'
import { findIn, json, logActivity, onlyIn, requireAdmin, type ApiDeps } from '../context'

export function menuRoutes(app: Hono, { store }: ApiDeps) {
  app.get('/menus', async (c) => json(c, await store.list(collectionOf('menus'), c.req.url)))
  app.get('/menus/:id', async (c) => json(c, await findIn(store.records('menus'), c.req.param('id'), 'Menu')))
  app.put('/menus/:id', async (c) => {
    await requireAdmin(store, c.req.raw)
    const id = c.req.param('id')
    await findIn(store.records('menus'), id, 'Menu')
    const { items } = await readBody(c.req.raw, menuUpdateSchema)
    const menu = await store.transaction(async (trx) => {
      const menus = trx.records('menus')
      const current = await findIn<Menu>(menus, id, 'Menu')
      const next = await menus.replace({ ...current, items, updatedAt: new Date().toISOString() })
      await logActivity(trx, 'menu', id, current.name, 'updated')
      return next
    })
    return json(c, menu)
  })
}

export function settingsRoutes(app: Hono, { store }: ApiDeps) {
  app.get('/settings/site', async (c) => json(c, await onlyIn(store.records('siteSettings'), 'Site settings')))
  app.patch('/settings/site', async (c) => {
    await requireAdmin(store, c.req.raw)
    const input = await readBody(c.req.raw, siteSettingsPatchSchema)
    const saved = await store.transaction(async (trx) => {
      const settings = trx.records('siteSettings')
      const next = await settings.replace({ ...(await onlyIn(settings, 'Site settings')), ...input })
      await logActivity(trx, 'settings', 'site', 'Site settings', 'updated')
      return next
    })
    return json(c, saved)
  })
  app.get('/settings/user', async (c) => {
    await requireAdmin(store, c.req.raw)
    return json(c, await onlyIn(store.records('userSettings'), 'User settings'))
  })
  app.put('/settings/user', async (c) => {
    await requireAdmin(store, c.req.raw)
    const input = await readBody(c.req.raw, userSettingsInputSchema)
    const saved = await store.transaction(async (trx) => {
      const settings = trx.records('userSettings')
      const next = await settings.replace({ ...(await onlyIn(settings, 'User settings')), ...input })
      await logActivity(trx, 'settings', 'user', 'User settings', 'updated')
      return next
    })
    return json(c, saved)
  })
}
