import type { BlobStore, StoredFile } from './blobs'
import { BLOB_DB } from './keys'

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })

/** Uploaded files in IndexedDB: every tab of the site sees the same files, and they survive reloads. */
export function indexedDbBlobStore(factory: IDBFactory = indexedDB): BlobStore {
  let opened: Promise<IDBDatabase> | undefined
  const open = () => {
    if (opened) return opened
    const req = factory.open(BLOB_DB.name, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(BLOB_DB.store)
    return (opened = request(req))
  }
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const tx = (await open()).transaction(BLOB_DB.store, mode)
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
    done.catch(() => undefined)
    const result = await request(action(tx.objectStore(BLOB_DB.store)))
    await done
    return result
  }
  return {
    put: async (id, file) => void (await run('readwrite', (s) => s.put(file, id))),
    get: async (id) => (await run('readonly', (s) => s.get(id))) as StoredFile | undefined,
    delete: async (id) => void (await run('readwrite', (s) => s.delete(id))),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
  }
}
