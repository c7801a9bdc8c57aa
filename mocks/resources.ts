import type { CollectionName, Collections, RecordOf } from './collections'
import { db } from './db'
import { api, json, notFound } from './http'

/** A stored record of a collection (with @msw/data's internals), for update and delete. */
export type StoredRecord<N extends CollectionName> = ReturnType<Collections[N]['all']>[number]

export function findById<N extends CollectionName>(name: N, id: string | readonly string[] | undefined, label: string) {
  const key = String(id)
  const record = (db[name].all() as StoredRecord<N>[]).find((r) => (r as { id?: unknown }).id === key)
  if (!record) throw notFound(label)
  return record
}

/** GET list of a read-only content collection, optionally ordered. */
export function listRoute<N extends CollectionName>(route: string, name: N, order?: (a: RecordOf<N>, b: RecordOf<N>) => number) {
  return api.get(route, () => {
    const records = [...db[name].all()] as RecordOf<N>[]
    return json(order ? records.sort(order) : records)
  })
}

/** GET one record by its :id. */
export function detailRoute<N extends CollectionName>(route: string, name: N, label: string) {
  return api.get<{ id: string }>(route, ({ params }) => json(findById(name, params.id, label)))
}

/** GET a one-record document (home content, company profile, ...). */
export function singletonRoute<N extends CollectionName>(route: string, name: N, label: string) {
  return api.get(route, () => {
    const record = db[name].all()[0]
    if (!record) throw notFound(label)
    return json(record)
  })
}
