import { collectionNames, collectionSchemas, type CollectionName } from '../collections'
import { seedData } from './database'
import { decodeDataUrl, FILE_EXTENSIONS, isImageDataUrl, type MediaType } from '../../src/api/rules/image-file'
import { putBlob } from './blobs'
import { STORE_KEYS } from './keys'
import { dbStorage, setAside, writeEntries } from './local-store'
import { encodeEntry, recordId, storageKey } from './record-keys'
import { uploadPath } from '../../api/rules/upload-path'

/** Earlier versions kept uploads inline as data URLs; they move to the file store. */
async function moveInlineUpload(record: Record<string, unknown>): Promise<Record<string, unknown>> {
  const url = record.url
  if (typeof url !== 'string' || !isImageDataUrl(url)) return record
  const type = url.slice(5, url.indexOf(';')) as MediaType
  const id = String(record.id)
  await putBlob(id, { type, bytes: decodeDataUrl(url) })
  return { ...record, url: uploadPath(id, FILE_EXTENSIONS[type]) }
}

/**
 * Moves the whole-database snapshot of earlier versions into record keys: what differs from the seed is kept,
 * records that fail today's schemas are set aside with the original snapshot, and the old key goes.
 */
export async function migrateLegacySnapshot(problems: string[]): Promise<void> {
  const storage = dbStorage()
  const raw = storage?.getItem(STORE_KEYS.legacySnapshot)
  if (!storage || raw == null) return
  setAside({ [STORE_KEYS.legacySnapshot]: raw })
  storage.removeItem(STORE_KEYS.legacySnapshot)
  let data: Partial<Record<CollectionName, unknown>> | undefined
  try {
    data = (JSON.parse(raw) as { data?: typeof data }).data
  } catch {
    // Unreadable as a whole: reported below.
  }
  if (!data || typeof data !== 'object') {
    problems.push('the saved demo data (unreadable)')
    return
  }
  const changes = new Map<string, string | null>()
  const at = Date.now()
  for (const name of collectionNames) {
    const records = data[name]
    if (!Array.isArray(records)) continue
    const seedById = new Map(seedData[name].map((record) => [recordId(record), JSON.stringify(record)]))
    const kept = new Set<string>()
    for (const [index, found] of records.entries()) {
      const record =
        name === 'mediaItems' && found && typeof found === 'object'
          ? await moveInlineUpload(found as Record<string, unknown>)
          : found
      const parsed = collectionSchemas[name].safeParse(record)
      if (!parsed.success) {
        kept.add(recordId(found ?? {})) // the seed's version stays; the original is in the set-aside copy
        problems.push(
          `${name} ${String((found as { id?: unknown })?.id ?? index)} (${parsed.error.issues[0]?.message ?? 'invalid'})`,
        )
        continue
      }
      const id = recordId(parsed.data)
      kept.add(id)
      if (seedById.get(id) !== JSON.stringify(parsed.data))
        changes.set(storageKey(name, id), encodeEntry(at + index, parsed.data))
    }
    for (const id of seedById.keys()) if (!kept.has(id)) changes.set(storageKey(name, id), encodeEntry(at, null))
  }
  writeEntries(changes)
}
