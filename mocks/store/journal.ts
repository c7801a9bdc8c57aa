import { collectionNames, type CollectionName } from '../collections'
import { db } from './database'
import { recordId } from './record-keys'

/** The records one write touched, and what to do once it is stored or undone. */
export type Journal = {
  touched: Map<CollectionName, Set<string>>
  afterCommit: Array<() => unknown>
  onRollback: Array<() => unknown>
  /** Everything back to the seed: stored changes and files are forgotten when the transaction commits. */
  reset: boolean
}

let open: Journal | null = null
let suspended = 0

function touch(collection: CollectionName, record: unknown): void {
  if (!open || suspended > 0) return
  let ids = open.touched.get(collection)
  if (!ids) open.touched.set(collection, (ids = new Set()))
  ids.add(recordId(record))
}

let watching = false
/** Every change of a record passes through @msw/data's hooks: a write costs what it changes. */
function watchCollections(): void {
  if (watching) return
  watching = true
  for (const name of collectionNames) {
    const hooks = db[name].hooks as unknown as {
      on(type: 'create' | 'update' | 'delete', listener: (event: { data: Record<string, unknown> }) => void): void
    }
    hooks.on('create', ({ data }) => touch(name, data.record))
    hooks.on('update', ({ data }) => {
      touch(name, data.prevRecord)
      touch(name, data.nextRecord)
    })
    hooks.on('delete', ({ data }) => touch(name, data.deletedRecord))
  }
}

export function openJournal(): Journal {
  watchCollections()
  open = { touched: new Map(), afterCommit: [], onRollback: [], reset: false }
  return open
}

export function closeJournal(): void {
  open = null
}

/** The transaction under way, for what keeps files beside records (uploads) or resets everything. */
export const currentJournal = (): Journal | null => open

/** Loading records from the seed or storage is not a change to store. */
export async function withoutJournal<T>(task: () => Promise<T>): Promise<T> {
  suspended += 1
  try {
    return await task()
  } finally {
    suspended -= 1
  }
}
