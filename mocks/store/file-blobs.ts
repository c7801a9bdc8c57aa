import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BlobStore, StoredFile } from './blobs'

/** Uploaded files in a folder, for the mock API on a port (Node only): `<id>` holds the bytes, `<id>.type` the type. */
export function fileBlobStore(dir: string): BlobStore {
  const path = (id: string) => join(dir, encodeURIComponent(id))
  return {
    put: async (id, file) => {
      await mkdir(dir, { recursive: true })
      await writeFile(path(id), file.bytes)
      await writeFile(`${path(id)}.type`, file.type)
    },
    get: async (id): Promise<StoredFile | undefined> => {
      try {
        const [bytes, type] = await Promise.all([readFile(path(id)), readFile(`${path(id)}.type`, 'utf8')])
        return { type, bytes: new Uint8Array(bytes) }
      } catch {
        return undefined
      }
    },
    delete: async (id) => {
      await rm(path(id), { force: true })
      await rm(`${path(id)}.type`, { force: true })
    },
    clear: async () => {
      await rm(dir, { recursive: true, force: true })
    },
  }
}
