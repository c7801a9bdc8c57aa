import { mediaUpdateSchema, mediaUploadSchema } from '../../src/api/schemas'
import { decodeDataUrl, FILE_EXTENSIONS, MAX_IMAGE_SIDE, readImageSize } from '../../src/api/rules/image-file'
import { registry } from '../../src/api/registry/collections'
import type { Collection } from '../../src/api/registry/define'
import { recordActivity } from '../activity'
import { answerList } from './collections'
import { db } from '../db'
import { api, created, HttpError, json, newId, noContent, plain, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { requireSession } from '../session'
import { deleteBlob, putBlob } from '../store/blobs'
import { currentJournal } from '../store/journal'
import { uploadPath, UPLOADS_PATH } from '../store/upload-path'

const invalid = (path: string, message: string) => new HttpError(422, 'Some fields are not valid', [{ path, message }])

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

/** The uploaded file's bytes, checked by content: type, signature, size and the pixel size in its header. */
function readUpload(input: { type: keyof typeof FILE_EXTENSIONS; dataUrl: string; bytes: number }) {
  if (!input.dataUrl.startsWith(`data:${input.type};`)) throw invalid('dataUrl', 'The file content does not match its type')
  const bytes = decodeDataUrl(input.dataUrl)
  if (bytes.length !== input.bytes) throw invalid('bytes', 'The file size does not match its content')
  const size = readImageSize(input.type, bytes)
  if (!size) throw invalid('dataUrl', 'The file is not a valid image of its declared type')
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    throw invalid('dataUrl', `Images must be at most ${MAX_IMAGE_SIDE} pixels wide and high`)
  }
  return { bytes, ...size }
}

export const mediaHandlers = [
  api.get('/media', ({ request }) => answerList(registry.mediaItems as unknown as Collection, request, db.mediaItems.all())),
  detailRoute('/media/:id', 'mediaItems', 'Media item'),

  api.post('/media', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, mediaUploadSchema)
    const { bytes, width, height } = readUpload(input)
    const id = newId('media')
    // The file is stored beside the record; a write that fails takes it away again.
    await putBlob(id, { type: input.type, bytes })
    currentJournal()?.onRollback.push(() => deleteBlob(id))
    const item = await db.mediaItems.create({
      id,
      name: input.name,
      url: uploadPath(id, FILE_EXTENSIONS[input.type]),
      type: input.type,
      size: formatBytes(bytes.length),
      bytes: bytes.length,
      date: new Date().toISOString().slice(0, 10),
      alt: input.alt ?? '',
      width,
      height,
    })
    await recordActivity('media', item.id, item.name, 'uploaded')
    return created(plain(item), '/media', item.id)
  }),

  api.patch<{ id: string }>('/media/:id', async ({ request, params }) => {
    requireSession(request)
    const item = findById('mediaItems', params.id, 'Media item')
    const input = await readBody(request, mediaUpdateSchema)
    const updated = await db.mediaItems.update(item, { data: (draft) => void Object.assign(draft, input) })
    await recordActivity('media', item.id, updated?.name ?? item.name, 'updated')
    return json(plain(updated))
  }),

  api.delete<{ id: string }>('/media/:id', async ({ request, params }) => {
    requireSession(request)
    const item = findById('mediaItems', params.id, 'Media item')
    db.mediaItems.delete(item)
    await db.pages.updateMany((q) => q.where({ featuredImage: item.id }), { data: (draft) => void (draft.featuredImage = '') })
    await recordActivity('media', item.id, item.name, 'deleted')
    // The file goes once the deletion is stored (an undone deletion keeps it).
    if (item.url.startsWith(UPLOADS_PATH)) currentJournal()?.afterCommit.push(() => deleteBlob(item.id))
    return noContent()
  }),

]
