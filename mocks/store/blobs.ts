/**
 * Uploaded files, by media id, kept beside the records (a 5 MB image does not fit in localStorage, and a write
 * must not copy every file). Memory by default; the browser sets an IndexedDB store shared by its tabs.
 */
/** A file's bytes and media type (bytes, not a Blob: they cross realms, such as jsdom in tests, unchanged). */
export type StoredFile = { type: string; bytes: Uint8Array }

export interface BlobStore {
  put(id: string, file: StoredFile): Promise<void>
  get(id: string): Promise<StoredFile | undefined>
  delete(id: string): Promise<void>
  clear(): Promise<void>
}

export function memoryBlobStore(): BlobStore {
  const files = new Map<string, StoredFile>()
  return {
    put: async (id, file) => void files.set(id, file),
    get: async (id) => files.get(id),
    delete: async (id) => void files.delete(id),
    clear: async () => files.clear(),
  }
}

let store: BlobStore = memoryBlobStore()

export function setBlobStore(next: BlobStore): void {
  store = next
}

export const putBlob = (id: string, file: StoredFile) => store.put(id, file)
export const getBlob = (id: string) => store.get(id)
export const deleteBlob = (id: string) => store.delete(id)
export const clearBlobs = () => store.clear()
