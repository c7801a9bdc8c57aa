import type { Collection as DataCollection } from '@msw/data'
import type { z } from 'zod'
import { genericCollections } from '../../src/api/registry/collections'
import { ORDER_FIELD, titleOf, type Collection } from '../../src/api/registry/define'
import { reorderSchema } from '../../src/api/registry/list-page'
import { assertCompleteOrder, idTaken, listAnswer, newRecordId, nextOrder } from '../../src/api/registry/collection-rules'
import { recordActivity } from '../activity'
import type { CollectionName } from '../collections'
import { db } from '../db'
import { api, created, json, noContent, notFound, readBody } from '../http'
import { requireSession } from '../session'

type AnyRecord = Record<string, unknown> & { id: string }
type Store = DataCollection<z.ZodObject>

/** What the generic routes need of the storage: the collection's records (the mock's @msw/data collection). */
export type StoreOf = (collection: Collection) => Store


/** A list answer for any collection's records (custom routes too). */
export const answerList = (collection: Collection, request: Request, records: unknown[]) =>
  json(listAnswer(collection, request.url, records))

/** The REST routes of one registry entry: list (paged, sorted, filtered, searched), detail, create, replace, delete, reorder. */
export function collectionRoutes(collection: Collection, storeOf: StoreOf = defaultStore) {
  const { path } = collection
  const records = () => storeOf(collection).all() as unknown as AnyRecord[]
  const find = (id: string | readonly string[] | undefined) => {
    const record = records().find((r) => r.id === String(id))
    if (!record) throw notFound(collection.labelOne)
    return record
  }
  const guardRead = (request: Request) => {
    if (collection.read === 'admin') requireSession(request)
  }
  const log = (record: AnyRecord, action: 'created' | 'updated' | 'deleted') =>
    recordActivity(collection.name, record.id, titleOf(collection, record), action)

  if (collection.kind === 'singleton') {
    return [
      api.get(path, ({ request }) => {
        guardRead(request)
        const [record] = records()
        if (!record) throw notFound(collection.labelOne)
        return json(record)
      }),
      api.put(path, async ({ request }) => {
        requireSession(request)
        const input = await readBody(request, collection.input)
        const [record] = records()
        if (!record) throw notFound(collection.labelOne)
        const saved = (await storeOf(collection).update(record as never, {
          data: ((draft: AnyRecord) => void Object.assign(draft, input)) as never,
        })) as unknown as AnyRecord
        await log(saved, 'updated')
        return json(saved)
      }),
    ]
  }

  const routes = [
    api.get(path, ({ request }) => {
      guardRead(request)
      return answerList(collection, request, records())
    }),
    api.get<{ id: string }>(`${path}/:id`, ({ request, params }) => {
      guardRead(request)
      return json(find(params.id))
    }),
  ]
  if (collection.ordered) {
    routes.push(
      api.patch(path, async ({ request }) => {
        requireSession(request)
        const { order } = await readBody(request, reorderSchema)
        const all = records()
        assertCompleteOrder(order, all.map((r) => r.id))
        for (const record of all) {
          const position = order.indexOf(record.id)
          if (record[ORDER_FIELD] !== position)
            await storeOf(collection).update(record as never, { data: ((draft: AnyRecord) => void (draft[ORDER_FIELD] = position)) as never })
        }
        return noContent()
      }),
    )
  }
  if (collection.writes.create) {
    routes.push(
      api.post(path, async ({ request }) => {
        requireSession(request)
        const { id: requested, ...input } = (await readBody(request, collection.create)) as AnyRecord
        const taken = new Set(records().map((r) => r.id))
        const id = requested ?? newRecordId(collection, input, taken)
        if (taken.has(id)) throw idTaken(collection, id)
        const order = collection.ordered ? { [ORDER_FIELD]: nextOrder(records()) } : {}
        const saved = (await storeOf(collection).create({ ...input, ...order, id } as never)) as unknown as AnyRecord
        await log(saved, 'created')
        return created(saved, path, id)
      }),
    )
  }
  if (collection.writes.update) {
    routes.push(
      api.put<{ id: string }>(`${path}/:id`, async ({ request, params }) => {
        requireSession(request)
        const existing = find(params.id)
        const input = await readBody(request, collection.input)
        const saved = (await storeOf(collection).update(existing as never, {
          data: ((draft: AnyRecord) => void Object.assign(draft, input)) as never,
        })) as unknown as AnyRecord
        await log(saved, 'updated')
        return json(saved)
      }),
    )
  }
  if (collection.writes.remove) {
    routes.push(
      api.delete<{ id: string }>(`${path}/:id`, async ({ request, params }) => {
        requireSession(request)
        const existing = find(params.id)
        storeOf(collection).delete(existing as never)
        await log(existing, 'deleted')
        return noContent()
      }),
    )
  }
  return routes
}

const defaultStore: StoreOf = (collection) => db[collection.name as CollectionName] as unknown as Store

/** The generic routes of every registry entry that does not have its own. */
export const collectionHandlers = genericCollections.flatMap((collection) => collectionRoutes(collection))
