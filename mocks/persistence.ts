import { z } from 'zod'
import { collectionNames, collectionSchemas, type SeedData } from './collections'

/** Bump when a stored snapshot can no longer be read by the current schemas. */
export const SNAPSHOT_VERSION = 1
export const SNAPSHOT_KEY = 'sunharvest-demo-db'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let storage: KeyValueStorage | null = null

/** The browser passes localStorage; Node (tests) keeps the database in memory only. */
export function setSnapshotStorage(next: KeyValueStorage | null): void {
  storage = next
}

const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: z.iso.datetime(),
  data: z.object(Object.fromEntries(collectionNames.map((name) => [name, z.array(collectionSchemas[name])]))),
})

export type Snapshot = { version: number; savedAt: string; data: SeedData }

export type ReadResult = { ok: true; snapshot: Snapshot } | { ok: false; reason: 'empty' | 'corrupt' | 'outdated' | 'invalid' }

export function readSnapshot(): ReadResult {
  const raw = storage?.getItem(SNAPSHOT_KEY)
  if (!raw) return { ok: false, reason: 'empty' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { ok: false, reason: 'corrupt' }
  }
  const version = (json as { version?: unknown } | null)?.version
  if (version !== SNAPSHOT_VERSION) return { ok: false, reason: 'outdated' }
  const parsed = snapshotSchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  return { ok: true, snapshot: parsed.data as unknown as Snapshot }
}

export class StorageFullError extends Error {}

export function writeSnapshot(data: SeedData): void {
  if (!storage) return
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), data }
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot))
  } catch {
    throw new StorageFullError('The browser storage is full: the change could not be saved.')
  }
}

export function clearSnapshot(): void {
  storage?.removeItem(SNAPSHOT_KEY)
}
