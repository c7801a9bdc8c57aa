import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import type { Menu } from '../../src/api/schemas'
import { findIn, json, logActivity, onlyIn, type ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The menus, listed, read and changed; the site's settings and the admin's own, read and changed. */
export function menuRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('menus'))
  endpoint(app, store, endpoints.getMenu, async (c) => json(c, await findIn(store.records('menus'), c.req.param('id')!, 'Menu')))
  endpoint(app, store, endpoints.updateMenu, async (c, { body }) => {
    const id = c.req.param('id')!
    await findIn(store.records('menus'), id, 'Menu')
    const { items } = await body()
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
  endpoint(app, store, endpoints.getSiteSettings, async (c) =>
    json(c, await onlyIn(store.records('siteSettings'), 'Site settings')),
  )
  endpoint(app, store, endpoints.getUserSettings, async (c) =>
    json(c, await onlyIn(store.records('userSettings'), 'User settings')),
  )
  endpoint(app, store, endpoints.updateSiteSettings, async (c, { body }) =>
    json(c, await replaceSettings(store, 'siteSettings', 'site', 'Site settings', await body())),
  )
  endpoint(app, store, endpoints.updateUserSettings, async (c, { body }) =>
    json(c, await replaceSettings(store, 'userSettings', 'user', 'User settings', await body())),
  )
}

/** A settings document with `input` laid over it, logged as the admin's change. */
function replaceSettings(store: Store, name: 'siteSettings' | 'userSettings', id: string, label: string, input: object) {
  return store.transaction(async (trx) => {
    const settings = trx.records(name)
    const next = await settings.replace({ ...(await onlyIn(settings, label)), ...input })
    await logActivity(trx, 'settings', id, label, 'updated')
    return next
  })
}
