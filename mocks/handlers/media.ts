import { hasImageSignature, mediaUpdateSchema, mediaUploadSchema } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { api, created, HttpError, json, newId, noContent, plain, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { requireSession } from '../session'

const invalid = (path: string, message: string) => new HttpError(422, 'Some fields are not valid', [{ path, message }])

function decodeBase64(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    throw invalid('dataUrl', 'The file is not a readable image')
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

export const mediaHandlers = [
  api.get('/media', () => json(plain(db.mediaItems.all()).sort((a, b) => b.date.localeCompare(a.date)))),
  detailRoute('/media/:id', 'mediaItems', 'Media item'),

  api.post('/media', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, mediaUploadSchema)
    const bytes = decodeBase64(input.dataUrl)
    if (!input.dataUrl.startsWith(`data:${input.type};`)) throw invalid('dataUrl', 'The file content does not match its type')
    if (!hasImageSignature(input.type, bytes)) throw invalid('dataUrl', 'The file is not a valid image of its declared type')
    if (bytes.length !== input.bytes) throw invalid('bytes', 'The file size does not match its content')
    const item = await db.mediaItems.create({
      id: newId('media'),
      name: input.name,
      url: input.dataUrl,
      type: input.type,
      size: formatBytes(bytes.length),
      bytes: bytes.length,
      date: new Date().toISOString().slice(0, 10),
      alt: input.alt ?? '',
      width: input.width,
      height: input.height,
    })
    await recordActivity('media', item.id, item.name, 'uploaded')
    return created(plain(item))
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
    return noContent()
  }),
]
