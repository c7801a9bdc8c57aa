import type { Hono } from 'hono'
import type { Collection } from '../../src/api/registry/define'
import { json, requireAdmin } from '../context'
import type { Store } from '../store'

/** GET of a collection's list (paged, sorted, filtered, searched), at the collection's path; admin-only when its reads are. */
export function listRoute(app: Hono, store: Store, collection: Collection): void {
  app.get(collection.path, async (c) => {
    if (collection.read === 'admin') await requireAdmin(store, c.req.raw)
    return json(c, await store.list(collection, c.req.url))
  })
}
