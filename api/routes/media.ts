import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import { rangeResponse } from '../rules/range-response'
import { UPLOADS_PATH } from '../rules/upload-path'
import type { MediaItem } from '../../src/api/schemas'
import { findIn, json, type ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The media library's reads: records in `mediaItems` (api/routes/media-writes.ts changes them). */
export function mediaRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('mediaItems'))
  endpoint(app, store, endpoints.getMediaItem, async (c) => json(c, await findMediaItem(store, c.req.param('id')!)))
}

export const findMediaItem = (store: Store, id: string) => findIn<MediaItem>(store.records('mediaItems'), id, 'Media item')

/** Uploaded files, served with their stored type, `nosniff` and a long cache (a file never changes under its id). */
export function uploadRoutes(app: Hono, { store }: ApiDeps) {
  app.get(`${UPLOADS_PATH}:file`, async (c) => {
    const id = c.req.param('file').replace(/\.[a-z]+$/, '')
    const file = await store.uploads.get(id)
    if (!file) return c.json({ message: 'File was not found', issues: [] }, 404)
    return rangeResponse(file.bytes, c.req.raw, {
      type: file.type,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' },
    })
  })
}
