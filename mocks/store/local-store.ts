import { collectionNames, collectionSchemas, type CollectionName } from '../collections'
import { STORE_KEYS } from './keys'
import { parseStorageKey, recordId } from './record-keys'
import { HttpError } from '../../api/rules/http-error'
import type { upgradeRecord } from '../../api/record-upgrades'
import type { Row } from '../../api/store'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number
  /** A storage that buffers changes (a file) stores them here and throws if it cannot; localStorage needs none. */
  flush?(): void
}

let storage: KeyValueStorage | null = null

/** The browser passes localStorage; Node (tests, the prerenderer) keeps the database in memory unless given one. */
export function setDbStorage(next: KeyValueStorage | null): void {
  storage = next
}
export const dbStorage = (): KeyValueStorage | null => storage

/** Storage refused a write (507): nothing of the change was kept. */
export class StorageFullError extends HttpError {
  constructor(message: string) {
    super(507, message)
  }
}

/** A stored change to one record: its new value, or null when the record was deleted. */
export type Entry = { collection: CollectionName; id: string; at: number; record: unknown }

/** Every record key with its raw text, as this storage holds them now. */
export function readRawEntries(): Map<string, string> {
  const raw = new Map<string, string>()
  if (!storage) return raw
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(STORE_KEYS.record)) keys.push(key)
  }
  for (const key of keys) {
    const value = storage.getItem(key)
    if (value !== null) raw.set(key, value)
  }
  return raw
}

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

let upgrade: typeof upgradeRecord | null = null
/**
 * The record-shape upgrades (api/record-upgrades.ts), loaded before stored records are read: a browser that stored
 * nothing (most visitors) never loads them.
 */
export async function loadUpgrades(): Promise<void> {
  upgrade ??= (await import('../../api/record-upgrades')).upgradeRecord
}

const isCollection = (name: string): name is CollectionName => (collectionNames as string[]).includes(name)

/**
 * Reads one stored change, upgraded to today's shape (loadUpgrades first); a reason when it is unreadable or fails its
 * collection's schema.
 */
export function parseEntry(key: string, raw: string): Entry | { problem: string } {
  const where = parseStorageKey(key)
  if (!where || !isCollection(where.collection)) return { problem: 'unknown collection' }
  let value: { at?: unknown; record?: unknown }
  try {
    value = JSON.parse(raw) as typeof value
  } catch {
    return { problem: 'unreadable JSON' }
  }
  if (typeof value !== 'object' || value === null || typeof value.at !== 'number' || !('record' in value)) {
    return { problem: 'not a stored record' }
  }
  if (value.record === null) return { collection: where.collection, id: where.id, at: value.at, record: null }
  // Written in an earlier shape: brought up to today's (the upgrades the SQL store runs as migrations), then checked.
  const parsed = collectionSchemas[where.collection].safeParse(isRecord(value.record) && upgrade ? upgrade(where.collection, value.record) : value.record)
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'invalid record' }
  if (recordId(parsed.data) !== where.id) return { problem: 'stored under another id' }
  return { collection: where.collection, id: where.id, at: value.at, record: parsed.data }
}

const newRevision = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** What other tabs compare to know that something changed. */
export const readRevision = (): string | null => storage?.getItem(STORE_KEYS.revision) ?? null

/**
 * Writes changed record keys (null removes a key) and a new revision. All or nothing: when the storage is full,
 * the keys already written are put back and StorageFullError is thrown.
 */
export function writeEntries(changes: Map<string, string | null>): string | null {
  if (!storage) return null
  const target = storage
  const previous = new Map<string, string | null>()
  try {
    for (const [key, value] of changes) {
      previous.set(key, target.getItem(key))
      if (value === null) target.removeItem(key)
      else target.setItem(key, value)
    }
    const revision = newRevision()
    previous.set(STORE_KEYS.revision, target.getItem(STORE_KEYS.revision))
    target.setItem(STORE_KEYS.revision, revision)
    target.flush?.()
    return revision
  } catch (error) {
    for (const [key, value] of previous) {
      if (value === null) target.removeItem(key)
      else target.setItem(key, value)
    }
    throw error instanceof StorageFullError ? error : new StorageFullError('The browser storage is full: the change could not be saved.')
  }
}

/** Keeps what was found unreadable under one key, so nothing is lost, and removes it from the live keys. */
export function setAside(found: Record<string, string>): void {
  if (!storage || Object.keys(found).length === 0) return
  let kept: Record<string, unknown> = {}
  try {
    kept = (JSON.parse(storage.getItem(STORE_KEYS.setAside) ?? '{}') as Record<string, unknown>) ?? {}
  } catch {
    // An unreadable copy is replaced: it held only what was set aside before.
  }
  const at = new Date().toISOString()
  for (const [key, raw] of Object.entries(found)) kept[`${at} ${key}`] = raw
  try {
    storage.setItem(STORE_KEYS.setAside, JSON.stringify(kept))
  } catch {
    // No room for the copy: the live keys still go, or the same problem would be reported on every load.
  }
  for (const key of Object.keys(found)) if (key.startsWith(STORE_KEYS.record)) storage.removeItem(key)
}

/** Removes every record key (and the legacy snapshot) and announces the change to other tabs. */
export function clearEntries(): string | null {
  if (!storage) return null
  const changes = new Map<string, string | null>([...readRawEntries().keys()].map((key) => [key, null]))
  storage.removeItem(STORE_KEYS.legacySnapshot)
  return writeEntries(changes)
}
