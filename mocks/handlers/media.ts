import { mediaUpdateSchema, mediaUploadSchema, type MediaUpload } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { api, created, HttpError, json, newId, noContent, plain, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { requireSession } from '../session'

/** The first bytes each accepted image type starts with: the content must match the declared type. */
const MAGIC: Record<MediaUpload['type'], (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'image/avif': (b) => String.fromCharCode(...b.slice(4, 8)) === 'ftyp' && /avi[fs]/.test(String.fromCharCode(...b.slice(8, 12))),
}

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
    if (!MAGIC[input.type](bytes)) throw invalid('dataUrl', 'The file is not a valid image of its declared type')
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
