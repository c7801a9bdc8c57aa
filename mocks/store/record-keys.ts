import type { CollectionName } from '../collections'
import { STORE_KEYS } from './keys'

/** Collections of one document: their only record is stored under this id. */
const SINGLETON_ID = 'singleton'

/** The id a record is stored under: its `id`, a session's token, or the singleton id. */
export function recordId(record: unknown): string {
  const value = record as { id?: unknown; token?: unknown }
  if (typeof value.id === 'string') return value.id
  if (typeof value.token === 'string') return value.token
  return SINGLETON_ID
}

export function storageKey(collection: CollectionName, id: string): string {
  return `${STORE_KEYS.record}${collection}/${encodeURIComponent(id)}`
}

/** The collection and id of a record key, or null for any other key. */
export function parseStorageKey(key: string): { collection: string; id: string } | null {
  if (!key.startsWith(STORE_KEYS.record)) return null
  const rest = key.slice(STORE_KEYS.record.length)
  const slash = rest.indexOf('/')
  if (slash < 1) return null
  try {
    return { collection: rest.slice(0, slash), id: decodeURIComponent(rest.slice(slash + 1)) }
  } catch {
    return null
  }
}

/** The value stored under a record key: the record (null once deleted) and when it changed (local-store reads it). */
export const encodeEntry = (at: number, record: unknown): string => JSON.stringify({ at, record })
