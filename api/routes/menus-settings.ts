import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import { findIn, json, onlyIn, type ApiDeps } from '../context'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The menus' and settings' reads (content-writes.ts changes them). */
export function menuRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('menus'))
  endpoint(app, store, endpoints.getMenu, async (c) => json(c, await findIn(store.records('menus'), c.req.param('id')!, 'Menu')))
}

export function settingsRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.getSiteSettings, async (c) =>
    json(c, await onlyIn(store.records('siteSettings'), 'Site settings')),
  )
  endpoint(app, store, endpoints.getUserSettings, async (c) =>
    json(c, await onlyIn(store.records('userSettings'), 'User settings')),
  )
}
