import type { Collection as DataCollection } from '@msw/data'
import type { z } from 'zod'
import { registry } from '../../src/api/registry/collections'
import { ORDER_FIELD, titleOf, type Collection } from '../../src/api/registry/define'
import { reorderSchema } from '../../src/api/registry/list-page'
import { applyListQuery, parseListQuery } from '../../src/api/registry/list-query'
import { slugify } from '../../src/api/slug'
import { recordActivity } from '../activity'
import type { CollectionName } from '../collections'
import { db } from '../db'
import { api, created, HttpError, json, newId, noContent, notFound, plain, readBody } from '../http'
import { requireSession } from '../session'

type AnyRecord = Record<string, unknown> & { id: string }
type Store = DataCollection<z.ZodObject>

/** What the generic routes need of the storage: the collection's records (the mock's @msw/data collection). */
export type StoreOf = (collection: Collection) => Store


/** A list answer for any collection's records (custom routes too): the list query read, applied, or a 400. */
export function answerList(collection: Collection, request: Request, records: unknown[]) {
  const parsed = parseListQuery(collection, new URL(request.url).searchParams)
  if ('issues' in parsed) throw new HttpError(400, 'Some query parameters are not valid', parsed.issues)
  return json(plain(applyListQuery(collection, records, parsed.query)))
}

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
        return json(plain(record))
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
        return json(plain(saved))
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
      return json(plain(find(params.id)))
    }),
  ]
  if (collection.ordered) {
    routes.push(
      api.patch(path, async ({ request }) => {
        requireSession(request)
        const { order } = await readBody(request, reorderSchema)
        const all = records()
        const known = new Set(all.map((r) => r.id))
        if (order.length !== known.size || new Set(order).size !== order.length || order.some((id) => !known.has(id)))
          throw new HttpError(422, 'Some fields are not valid', [
            { path: 'order', message: `Give each of the ${known.size} ids exactly once` },
          ])
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
        const id = requested ?? newRecordId(collection, input, records())
        if (records().some((r) => r.id === id)) throw new HttpError(409, `A ${collection.labelOne.toLowerCase()} with the id "${id}" already exists`)
        const order = collection.ordered ? { [ORDER_FIELD]: nextOrder(records()) } : {}
        const saved = (await storeOf(collection).create({ ...input, ...order, id } as never)) as unknown as AnyRecord
        await log(saved, 'created')
        return created(plain(saved), path, id)
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
        return json(plain(saved))
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

const nextOrder = (records: AnyRecord[]) => Math.max(-1, ...records.map((r) => Number(r[ORDER_FIELD] ?? -1))) + 1

/** A slug of the title for slug collections (made unique), a random id otherwise. */
function newRecordId(collection: Collection, input: Record<string, unknown>, records: AnyRecord[]): string {
  const base = collection.id === 'slug' ? slugify(String(input[collection.titleField] ?? '')) : ''
  if (!base) return newId(collection.name.replace(/s$/, '').toLowerCase())
  const taken = new Set(records.map((r) => r.id))
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  return id
}

/** The generic routes of every registry entry that does not have its own. */
export const collectionHandlers = Object.values(registry)
  .filter((collection) => collection.routes === 'generic')
  .flatMap((collection) => collectionRoutes(collection as unknown as Collection))
