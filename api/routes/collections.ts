import type { Hono } from 'hono'
import { genericCollections } from '../../src/api/registry/collections'
import { ORDER_FIELD, titleOf, type Collection } from '../../src/api/registry/define'
import { reorderSchema } from '../../src/api/registry/list-page'
import { assertCompleteOrder, idTaken, newRecordId, nextOrder } from '../registry/collection-rules'
import { readBody } from '../rules/read-body'
import { created, findIn, json, logActivity, noContent, onlyIn, requireAdmin, type ApiDeps } from '../context'
import type { Row, Store } from '../store'
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

/** The routes of every registry entry that has no routes of its own (or of `collections`, for a test's own). */
export function genericCollectionRoutes(app: Hono, deps: ApiDeps, collections: readonly Collection[] = genericCollections) {
  for (const collection of collections) {
    collectionRoutes(app, collection, deps)
    collectionWriteRoutes(app, collection, deps)
  }
}
/** The writes of one registry entry, as it allows them: create, replace, delete, reorder, or its one document's replace. */
export function collectionWriteRoutes(app: Hono, collection: Collection, { store }: ApiDeps) {
  const { path, name, labelOne } = collection
  const log = (trx: Store, record: Row, action: 'created' | 'updated' | 'deleted') =>
    logActivity(trx, name, record.id, titleOf(collection, record), action)

  if (collection.kind === 'singleton') {
    app.put(path, async (c) => {
      await requireAdmin(store, c.req.raw)
      const input = await readBody(c.req.raw, collection.input)
      const saved = await store.transaction(async (trx) => {
        const records = trx.records(name)
        const next = await records.replace({ ...(await onlyIn(records, labelOne)), ...input })
        await log(trx, next as Row, 'updated')
        return next
      })
      return json(c, saved)
    })
    return
  }

  if (collection.ordered) {
    app.patch(path, async (c) => {
      await requireAdmin(store, c.req.raw)
      const { order } = await readBody(c.req.raw, reorderSchema)
      await store.transaction(async (trx) => {
        const records = trx.records(name)
        const all = await records.all()
        assertCompleteOrder(
          order,
          all.map((r) => r.id),
        )
        for (const record of all) {
          const position = order.indexOf(record.id)
          if (record[ORDER_FIELD] !== position) await records.replace({ ...record, [ORDER_FIELD]: position })
        }
      })
      return noContent(c)
    })
  }
  if (collection.writes.create) {
    app.post(path, async (c) => {
      await requireAdmin(store, c.req.raw)
      const { id: requested, ...input } = (await readBody(c.req.raw, collection.create)) as Row
      const saved = await store.transaction(async (trx) => {
        const records = trx.records(name)
        const all = await records.all()
        const taken = new Set(all.map((r) => r.id))
        const id = requested ?? newRecordId(collection, input, taken)
        if (taken.has(id)) throw idTaken(collection, id)
        const order = collection.ordered ? { [ORDER_FIELD]: nextOrder(all) } : {}
        const record = await records.insert({ ...input, ...order, id })
        await log(trx, record, 'created')
        return record
      })
      return created(c, saved, `${path}/${encodeURIComponent(saved.id)}`)
    })
  }
  if (collection.writes.update) {
    app.put(`${path}/:id`, async (c) => {
      await requireAdmin(store, c.req.raw)
      const id = c.req.param('id')
      await findIn(store.records(name), id, labelOne)
      const input = await readBody(c.req.raw, collection.input)
      const saved = await store.transaction(async (trx) => {
        const records = trx.records(name)
        const next = await records.replace({ ...(await findIn<Row>(records, id, labelOne)), ...input })
        await log(trx, next, 'updated')
        return next
      })
      return json(c, saved)
    })
  }
  if (collection.writes.remove) {
    app.delete(`${path}/:id`, async (c) => {
      await requireAdmin(store, c.req.raw)
      await store.transaction(async (trx) => {
        const records = trx.records(name)
        const record = await findIn<Row>(records, c.req.param('id'), labelOne)
        await records.remove(record.id)
        await log(trx, record, 'deleted')
      })
      return noContent(c)
    })
  }
}

