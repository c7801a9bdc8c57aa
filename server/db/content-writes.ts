// Whether a piece of work wrote content the public reads show: the SQL store notes each write as it makes it, and the
// content revision is bumped only after work that changed public content (server/render/content-revision.ts), so a
// contact message or a sign-in leaves every cache warm.
import { AsyncLocalStorage } from 'node:async_hooks'
import { registry } from '../../src/api/registry/collections'

/** The collections anyone may read (the registry says which); the others hold personal data no public read shows. */
const PUBLIC_COLLECTIONS = new Set<string>(
  Object.values(registry)
    .filter((collection) => collection.read !== 'admin')
    .map((collection) => collection.name),
)

/** What the SQL store writes besides records: uploaded files are public (served under /uploads), the rest is not. */
export type StoreWrite = { collection: string } | 'uploads' | 'everything'

const watching = new AsyncLocalStorage<{ changed: boolean }>()

/**
 * Called by the SQL store for each write it makes (a conditional one only when it changed a row): marks the work
 * being watched, if any, as having changed public content.
 */
export function noteWrite(write: StoreWrite) {
  const watch = watching.getStore()
  if (!watch || watch.changed) return
  watch.changed = typeof write === 'string' || PUBLIC_COLLECTIONS.has(write.collection)
}

/** Runs `work`, and tells whether it wrote anything a public read shows (a write made and rolled back counts too). */
export async function watchContentWrites<T>(work: () => Promise<T>): Promise<{ result: T; changed: boolean }> {
  const watch = { changed: false }
  const result = await watching.run(watch, work)
  return { result, changed: watch.changed }
}
