import type { Hono } from 'hono'
import { assertCompleteOrder, idTaken, newRecordId, nextOrder } from '../../src/api/registry/collection-rules'
import { genericCollections } from '../../src/api/registry/collections'
import { ORDER_FIELD, titleOf, type Collection } from '../../src/api/registry/define'
import { reorderSchema } from '../../src/api/registry/list-page'
import { readBody } from '../../src/api/rules/read-body'
import { requireAdmin } from '../auth/sessions'
import { created, inTransaction, json, logActivity, noContent, type ServerDeps } from '../context'
import { listInStore } from '../db/list-sql'
import { recordsOf, type Row } from '../db/records'

/** The REST routes of one registry entry, as the mock's (mocks/handlers/collections.ts), on Postgres. */
export function collectionRoutes(app: Hono, collection: Collection, { db }: ServerDeps) {
  const { path, name } = collection
  const guardRead = async (request: Request) => {
    if (collection.read === 'admin') await requireAdmin(db, request)
  }
  const log = (trx: typeof db, record: Row, action: 'created' | 'updated' | 'deleted') =>
    logActivity(trx, name, record.id, titleOf(collection, record), action)

  if (collection.kind === 'singleton') {
    app.get(path, async (c) => {
      await guardRead(c.req.raw)
      return json(c, await recordsOf(db, name).only(collection.labelOne))
    })
    app.put(path, async (c) => {
      await requireAdmin(db, c.req.raw)
      const input = await readBody(c.req.raw, collection.input)
      const saved = await inTransaction(db, async (trx) => {
        const store = recordsOf(trx, name)
        const next = await store.replace({ ...(await store.only(collection.labelOne)), ...input })
        await log(trx, next, 'updated')
        return next
      })
      return json(c, saved)
    })
    return
  }

  app.get(path, async (c) => {
    await guardRead(c.req.raw)
    return json(c, await listInStore(db, collection, c.req.url))
  })
  app.get(`${path}/:id`, async (c) => {
    await guardRead(c.req.raw)
    return json(c, await recordsOf(db, name).find(c.req.param('id'), collection.labelOne))
  })
  if (collection.ordered) {
    app.patch(path, async (c) => {
      await requireAdmin(db, c.req.raw)
      const { order } = await readBody(c.req.raw, reorderSchema)
      await inTransaction(db, async (trx) => {
        const store = recordsOf(trx, name)
        const all = await store.all()
        assertCompleteOrder(order, all.map((r) => r.id))
        for (const record of all) {
          const position = order.indexOf(record.id)
          if (record[ORDER_FIELD] !== position) await store.replace({ ...record, [ORDER_FIELD]: position })
        }
      })
      return noContent(c)
    })
  }
  if (collection.writes.create) {
    app.post(path, async (c) => {
      await requireAdmin(db, c.req.raw)
      const { id: requested, ...input } = (await readBody(c.req.raw, collection.create)) as Row
      const saved = await inTransaction(db, async (trx) => {
        const store = recordsOf(trx, name)
        const all = await store.all()
        const taken = new Set(all.map((r) => r.id))
        const id = requested ?? newRecordId(collection, input, taken)
        if (taken.has(id)) throw idTaken(collection, id)
        const order = collection.ordered ? { [ORDER_FIELD]: nextOrder(all) } : {}
        const record = await store.insert({ ...input, ...order, id })
        await log(trx, record, 'created')
        return record
      })
      return created(c, saved, `${path}/${encodeURIComponent(saved.id)}`)
    })
  }
  if (collection.writes.update) {
    app.put(`${path}/:id`, async (c) => {
      await requireAdmin(db, c.req.raw)
      const id = c.req.param('id')
      await recordsOf(db, name).find(id, collection.labelOne)
      const input = await readBody(c.req.raw, collection.input)
      const saved = await inTransaction(db, async (trx) => {
        const store = recordsOf(trx, name)
        const next = await store.replace({ ...(await store.find(id, collection.labelOne)), ...input })
        await log(trx, next, 'updated')
        return next
      })
      return json(c, saved)
    })
  }
  if (collection.writes.remove) {
    app.delete(`${path}/:id`, async (c) => {
      await requireAdmin(db, c.req.raw)
      await inTransaction(db, async (trx) => {
        const store = recordsOf(trx, name)
        const record = await store.find(c.req.param('id'), collection.labelOne)
        await store.remove(record.id)
        await log(trx, record, 'deleted')
      })
      return noContent(c)
    })
  }
}

export function genericCollectionRoutes(app: Hono, deps: ServerDeps) {
  for (const collection of genericCollections) collectionRoutes(app, collection, deps)
}
