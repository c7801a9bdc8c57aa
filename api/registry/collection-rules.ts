import { HttpError, INVALID_FIELDS } from '../rules/http-error'
import { slugify } from '../../src/api/slug'
import { ORDER_FIELD, type Collection } from '../../src/api/registry/define'
import { applyListQuery } from './list-engine'
import { parseListQuery } from '../../src/api/registry/list-query'

/**
 * The rules of a registry collection's generic routes, apart from any storage: the mock (on @msw/data) and the
 * server (on Postgres) both answer through these, so a list, an id or a reorder means the same on either.
 */
type AnyRecord = Record<string, unknown> & { id: string }

/** The list query of a request's URL, or a 400 naming each bad parameter. */
export function readListQuery(collection: Collection, url: string | URL) {
  const parsed = parseListQuery(collection, new URL(url).searchParams)
  if ('issues' in parsed) throw new HttpError(400, 'Some query parameters are not valid', parsed.issues)
  return parsed.query
}

/** A list answer for any collection's records: the list query read and applied, or a 400 naming the parameter. */
export function listAnswer(collection: Collection, url: string | URL, records: readonly unknown[]) {
  return applyListQuery(collection, records as unknown[], readListQuery(collection, url))
}

export const randomId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A slug of the title for slug collections (made unique among `taken`), a random id otherwise. */
export function newRecordId(collection: Collection, input: Record<string, unknown>, taken: ReadonlySet<string>): string {
  const base = collection.id === 'slug' ? slugify(String(input[collection.titleField] ?? '')) : ''
  if (!base) return randomId(collection.name.replace(/s$/, '').toLowerCase())
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  return id
}

export const idTaken = (collection: Collection, id: string) =>
  new HttpError(409, `A ${collection.labelOne.toLowerCase()} with the id "${id}" already exists`)

/** The order a new record of an ordered collection takes: after every other. */
export const nextOrder = (records: readonly AnyRecord[]) =>
  Math.max(-1, ...records.map((r) => Number(r[ORDER_FIELD] ?? -1))) + 1

/** A reorder names every id exactly once; 422 otherwise. */
export function assertCompleteOrder(order: readonly string[], ids: readonly string[]) {
  const known = new Set(ids)
  if (order.length !== known.size || new Set(order).size !== order.length || order.some((id) => !known.has(id)))
    throw new HttpError(422, INVALID_FIELDS, [{ path: 'order', message: `Give each of the ${known.size} ids exactly once` }])
}
