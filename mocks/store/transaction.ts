import { collectionNames, type CollectionName } from '../collections'
import { db, seedData } from './database'
import { closeJournal, openJournal, type Journal } from './journal'
import { STORE_KEYS } from './keys'
import { writeEntries } from './local-store'
import { forgetStored, knownEntry, markKnown, restoreFromStorage, syncFromStorage } from './memory'
import { encodeEntry, recordId, storageKey } from './record-keys'

let queue: Promise<unknown> = Promise.resolve()

/** One thing at a time in this tab: writes, and the catching up with other tabs that reads start with. */
export function runExclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}

type Locks = { request<T>(name: string, task: () => Promise<T>): Promise<T> }
const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks

/** Across tabs (Web Locks): another tab's write finishes before this one reads what it changes. */
const acrossTabs = <T>(task: () => Promise<T>): Promise<T> => (locks ? locks.request(STORE_KEYS.writeLock, task) : task())

/** Reads start from what every tab has stored. */
export const catchUp = (): Promise<void> => runExclusive(syncFromStorage)

let lastAt = 0
/** Creation order of new records, kept across reloads (strictly increasing within a tab). */
const nextAt = () => (lastAt = Math.max(Date.now(), lastAt + 1))

const seedText = new Map<CollectionName, Map<string, string>>()
function seedRecordText(name: CollectionName, id: string): string | undefined {
  let byId = seedText.get(name)
  if (!byId) seedText.set(name, (byId = new Map(seedData[name].map((r) => [recordId(r), JSON.stringify(r)]))))
  return byId.get(id)
}

/** The stored form of each touched record: its value, a deletion of a seed record, or nothing (same as the seed). */
function changesOf(journal: Journal): Map<string, string | null> {
  const changes = new Map<string, string | null>()
  for (const [name, ids] of journal.touched) {
    const current = new Map((db[name].all() as unknown[]).map((record) => [recordId(record), record]))
    for (const id of ids) {
      const key = storageKey(name, id)
      const record = current.get(id)
      const seed = seedRecordText(name, id)
      const text = record === undefined ? undefined : JSON.stringify(record)
      if (text === seed) changes.set(key, null)
      else {
        const before = knownEntry(key)
        const at = before ? (JSON.parse(before) as { at: number }).at : nextAt()
        changes.set(key, record === undefined ? encodeEntry(at, null) : encodeEntry(at, JSON.parse(text!)))
      }
    }
  }
  return changes
}

async function rollback(journal: Journal): Promise<void> {
  // A reset undone: every collection back to what is stored (nothing was cleared: that waits for the commit).
  await restoreFromStorage(journal.reset ? collectionNames : journal.touched.keys())
  for (const undo of journal.onRollback) await undo()
}

/** Stores what the transaction changed: a reset first (every stored change and file forgotten), then its records. */
async function commit(journal: Journal): Promise<void> {
  if (journal.reset) await forgetStored()
  const changes = changesOf(journal)
  if (changes.size > 0) markKnown(changes, writeEntries(changes))
  for (const after of journal.afterCommit) await after()
}

/**
 * The browser store's transaction (mocks/store/browser-store.ts): it starts from what every tab stored, runs alone
 * in this tab and across tabs (Web Locks), and either all of it is stored or, when `work` throws (or the storage
 * refuses the change), none of it stays, in memory or in storage, and the files it put are taken away again. Only
 * the records it touched are written or put back.
 */
export function storeTransaction<T>(work: () => Promise<T>): Promise<T> {
  return runExclusive(() =>
    acrossTabs(async () => {
      await syncFromStorage()
      const journal = openJournal()
      try {
        const result = await work()
        closeJournal()
        await commit(journal)
        return result
      } catch (error) {
        closeJournal()
        await rollback(journal)
        throw error
      }
    }),
  )
}
