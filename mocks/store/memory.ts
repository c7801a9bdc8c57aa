import { collectionNames, loadChecked, type CollectionName, type SeedData } from '../collections'
import { db, seedData } from './database'
import { clearBlobs } from './blobs'
import { withoutJournal } from './journal'
import { STORE_KEYS } from './keys'
import {
  clearEntries,
  dbStorage,
  loadUpgrades,
  parseEntry,
  readRawEntries,
  readRevision,
  setAside,
  writeEntries,
  type Entry,
} from './local-store'
import { recordId, storageKey } from './record-keys'
import { upgradeStored } from './upgrades'

/**
 * The in-memory database of this tab is the seed with the stored changes laid over it. `known` is what this tab's
 * memory reflects; another tab's write changes the revision, and the next request lays the new changes over.
 */
let known = new Map<string, string>()
let knownRevision: string | null = null

type Changes = Map<CollectionName, Map<string, Entry>>

/**
 * The collections whose memory is the seed as loaded and untouched since: a reset leaves them be (tests reset before
 * each test, and most tests change one collection or none). Every create, update and delete passes through
 * @msw/data's hooks, and any of them takes its collection off the list. Kept from the first reset on: a listener
 * makes every create wait for its hook, which a tab's start need not pay.
 */
const pristine = new Set<CollectionName>()
let tracking = false
function trackPristine(): void {
  if (tracking) return
  tracking = true
  for (const name of collectionNames) {
    const hooks = db[name].hooks as unknown as { on(type: 'create' | 'update' | 'delete', listener: () => void): void }
    for (const type of ['create', 'update', 'delete'] as const) hooks.on(type, () => pristine.delete(name))
  }
}

/** Stored changes by collection and id; unreadable ones are set aside (kept, not lost) and reported. */
function readChanges(raw: Map<string, string>, problems?: string[]): Changes {
  const changes: Changes = new Map()
  const unreadable: Record<string, string> = {}
  for (const [key, text] of raw) {
    const entry = parseEntry(key, text)
    if ('problem' in entry) {
      unreadable[key] = text
      problems?.push(`${key.split('/').slice(-2).join(' ')} (${entry.problem})`)
      raw.delete(key)
      continue
    }
    let byId = changes.get(entry.collection)
    if (!byId) changes.set(entry.collection, (byId = new Map()))
    byId.set(entry.id, entry)
  }
  setAside(unreadable)
  return changes
}

/** Rebuilds one collection: seed records in their order (changed or deleted ones replaced), then new records. */
async function rebuild(name: CollectionName, entries: Map<string, Entry> | undefined): Promise<void> {
  const seedIds = new Set<string>()
  const records: unknown[] = []
  // A copy: @msw/data keeps the objects it is given (stored records are fresh from their parse already).
  for (const record of structuredClone(seedData[name])) {
    const id = recordId(record)
    seedIds.add(id)
    const entry = entries?.get(id)
    if (!entry) records.push(record)
    else if (entry.record !== null) records.push(upgradeStored(name, entry.record, record))
  }
  const added = [...(entries?.values() ?? [])].filter((e) => !seedIds.has(e.id) && e.record !== null)
  for (const entry of added.sort((a, b) => a.at - b.at)) records.push(entry.record)
  await loadChecked(() => replaceRecords(name, records))
  if (tracking && !entries?.size) pristine.add(name)
}

/** Loading is not a change to store: the journal does not see it. @msw/data keeps the objects given. */
async function replaceRecords(name: CollectionName, records: readonly unknown[]): Promise<void> {
  const collection = db[name] as unknown as { clear(): void; create(v: unknown): Promise<unknown> }
  await withoutJournal(async () => {
    collection.clear()
    for (const record of records) await collection.create(record)
  })
}

/** Documents the site cannot work without: an empty one (a deleted singleton, a lost menu) is restored from the seed. */
const ESSENTIAL: CollectionName[] = ['siteSettings', 'userSettings', 'companyProfile', 'trainingProgram', 'menus']
const LABELS: Partial<Record<CollectionName, string>> = {
  siteSettings: 'site settings',
  userSettings: 'your profile',
  companyProfile: 'company profile',
  trainingProgram: 'training program',
  menus: 'menus',
}

function takeLostEssentials(changes: Changes): { keys: string[]; labels: string[] } {
  const keys: string[] = []
  const labels = new Set<string>()
  for (const name of ESSENTIAL) {
    for (const record of seedData[name]) {
      const id = recordId(record)
      if (changes.get(name)?.get(id)?.record !== null) continue
      keys.push(storageKey(name, id))
      changes.get(name)!.delete(id)
      labels.add(LABELS[name] ?? name)
    }
  }
  return { keys, labels: [...labels] }
}

export type LoadReport = {
  source: 'seed' | 'storage'
  /** Stored changes that could not be read: kept aside in the browser, the seed used instead. */
  setAside: string[]
  /** Documents restored from the seed because the stored data had lost them. */
  restored: string[]
}

/** Loads the seed and lays the stored changes over it; says what it had to set aside or restore. */
export async function initDb({ pause }: { pause?: () => Promise<void> } = {}): Promise<LoadReport> {
  const report: LoadReport = { source: 'seed', setAside: [], restored: [] }
  // Only a browser that ran an earlier version has the old snapshot: the migration loads then, not on every start.
  if (dbStorage()?.getItem(STORE_KEYS.legacySnapshot) != null) {
    const { migrateLegacySnapshot } = await import('./legacy-snapshot')
    await migrateLegacySnapshot(report.setAside)
  }
  const raw = readRawEntries()
  if (raw.size > 0) await loadUpgrades()
  const changes = readChanges(raw, report.setAside)
  const lost = takeLostEssentials(changes)
  if (lost.keys.length > 0) {
    writeEntries(new Map(lost.keys.map((key) => [key, null])))
    for (const key of lost.keys) raw.delete(key)
    report.restored = lost.labels
  }
  for (const name of collectionNames) {
    await rebuild(name, changes.get(name))
    await pause?.()
  }
  known = raw
  knownRevision = readRevision()
  if (raw.size > 0) report.source = 'storage'
  return report
}

/** Lays over what other tabs stored since this tab last looked: one read when nothing changed. */
export async function syncFromStorage(): Promise<void> {
  if (!dbStorage()) return
  const revision = readRevision()
  if (revision === knownRevision) return
  const raw = readRawEntries()
  if (raw.size > 0) await loadUpgrades()
  const changed = new Set<CollectionName>()
  const collectionOf = (key: string) => key.split('/')[2] as CollectionName
  for (const [key, text] of raw) if (known.get(key) !== text) changed.add(collectionOf(key))
  for (const key of known.keys()) if (!raw.has(key)) changed.add(collectionOf(key))
  const changes = readChanges(raw)
  for (const name of changed) if (collectionNames.includes(name)) await rebuild(name, changes.get(name))
  known = raw
  knownRevision = revision
}

/** Puts touched collections back to what is stored: a write that failed leaves nothing behind. */
export async function restoreFromStorage(names: Iterable<CollectionName>): Promise<void> {
  const changes = readChanges(new Map(known))
  for (const name of names) await rebuild(name, changes.get(name))
}

/** This tab's memory now reflects these stored keys (after its own write). */
export function markKnown(changes: Map<string, string | null>, revision: string | null): void {
  for (const [key, value] of changes) {
    if (value === null) known.delete(key)
    else known.set(key, value)
  }
  knownRevision = revision
}

export const knownEntry = (key: string): string | undefined => known.get(key)

/** Forgets every stored change and uploaded file, in every tab (memory stays as it is). */
export async function forgetStored(): Promise<void> {
  knownRevision = clearEntries()
  known = new Map()
  await clearBlobs()
}

/** Every collection of this tab's memory back to the seed (storage stays as it is: a transaction's reset, until it commits). */
export async function seedMemory(): Promise<void> {
  trackPristine()
  for (const name of collectionNames) if (!pristine.has(name)) await rebuild(name, undefined)
}

/** Restores every collection to the seed, forgets every stored change and uploaded file, in every tab. */
export async function resetDb(): Promise<void> {
  await forgetStored()
  await seedMemory()
}

/** Replaces the records of the given collections in memory only (tests); other collections stay as they are. */
export async function importData(data: Partial<SeedData>): Promise<void> {
  for (const name of collectionNames) {
    const records = data[name]
    if (records) await replaceRecords(name, structuredClone(records))
  }
}

/** Memory of this tab, for tests that play a second tab in the same process. */
export const tabState = () => ({ known: new Map(known), knownRevision })
export function setTabState(state: ReturnType<typeof tabState>): void {
  known = new Map(state.known)
  knownRevision = state.knownRevision
}
