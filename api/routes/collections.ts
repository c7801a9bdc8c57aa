import type { Hono } from 'hono'
import { genericCollections } from '../../src/api/registry/collections'
import type { Collection } from '../../src/api/registry/define'
import { findIn, json, onlyIn, requireAdmin, type ApiDeps } from '../context'
import { listRoute } from './list'

/** The reads of one registry entry: list (paged, sorted, filtered, searched) and detail, or its one document. */
export function collectionRoutes(app: Hono, collection: Collection, { store }: ApiDeps) {
  const { path, name, labelOne } = collection
  const guardRead = async (request: Request) => {
    if (collection.read === 'admin') await requireAdmin(store, request)
  }
  if (collection.kind === 'singleton') {
    app.get(path, async (c) => {
      await guardRead(c.req.raw)
      return json(c, await onlyIn(store.records(name), labelOne))
    })
    return
  }
  listRoute(app, store, collection)
  app.get(`${path}/:id`, async (c) => {
    await guardRead(c.req.raw)
    return json(c, await findIn(store.records(name), c.req.param('id'), labelOne))
  })
}

/**
 * The reads of every registry entry that has no routes of its own (or of `collections`, for a test's own); their
 * writes are in collection-writes.ts.
 */
export function genericCollectionRoutes(app: Hono, deps: ApiDeps, collections: readonly Collection[] = genericCollections) {
  for (const collection of collections) collectionRoutes(app, collection, deps)
}
