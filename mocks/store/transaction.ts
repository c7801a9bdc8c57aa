import type { CollectionName } from '../collections'
import { db, seedData } from './database'
import { closeJournal, openJournal, type Journal } from './journal'
import { STORE_KEYS } from './keys'
import { writeEntries } from './local-store'
import { knownEntry, markKnown, restoreFromStorage, syncFromStorage } from './memory'
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
  await restoreFromStorage(journal.touched.keys())
  for (const undo of journal.onRollback) await undo()
}

/**
 * A write: it starts from what every tab stored, and either all of it is stored (then the response goes out) or
 * none of it stays in memory. Only the records it touched are written.
 */
export function transaction<T>(task: () => Promise<T>, succeeded: (result: T) => boolean): Promise<T> {
  return runExclusive(() =>
    acrossTabs(async () => {
      await syncFromStorage()
      const journal = openJournal()
      try {
        const result = await task()
        closeJournal()
        if (!succeeded(result)) {
          await rollback(journal)
          return result
        }
        const changes = changesOf(journal)
        if (changes.size > 0) markKnown(changes, writeEntries(changes))
        for (const after of journal.afterCommit) await after()
        return result
      } catch (error) {
        closeJournal()
        await rollback(journal)
        throw error
      }
    }),
  )
}
