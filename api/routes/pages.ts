import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import { findIn, json, type ApiDeps } from '../context'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The pages' reads (content-writes.ts creates and edits them). */
export function pageRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('pages'))
  endpoint(app, store, endpoints.getPage, async (c) => json(c, await findIn(store.records('pages'), c.req.param('id')!, 'Page')))
}
