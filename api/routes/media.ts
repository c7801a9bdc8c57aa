import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import { rangeResponse } from '../rules/range-response'
import { uploadPath, UPLOADS_PATH } from '../rules/upload-path'
import type { MediaItem, Page } from '../../src/api/schemas'
import { randomId } from '../registry/collection-rules'
import { checkUpload, mediaRecordOf } from '../rules/upload-check'
import { created, findIn, json, logActivity, noContent, type ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/**
 * The media library: records in `mediaItems`, listed and read; uploads checked by content on the way in (the file in
 * the store's uploads), edits and deletes.
 */
export function mediaRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('mediaItems'))
  endpoint(app, store, endpoints.getMediaItem, async (c) => json(c, await findMediaItem(store, c.req.param('id')!)))
  endpoint(app, store, endpoints.uploadMedia, async (c, { body }) => {
    const input = await body()
    const { bytes, width, height, extension } = checkUpload(input)
    const id = randomId('media')
    const item = await store.transaction(async (trx) => {
      await trx.uploads.put(id, { type: input.type, bytes })
      const record = await trx
        .records('mediaItems')
        .insert(mediaRecordOf(input, { id, url: uploadPath(id, extension), bytes, width, height }))
      await logActivity(trx, 'media', id, record.name, 'uploaded')
      return record
    })
    return created(c, item, `/media/${encodeURIComponent(id)}`)
  })

  endpoint(app, store, endpoints.updateMediaItem, async (c, { body }) => {
    const item = await findMediaItem(store, c.req.param('id')!)
    const input = await body()
    const saved = await store.transaction(async (trx) => {
      const next = await trx.records('mediaItems').replace({ ...item, ...input })
      await logActivity(trx, 'media', item.id, next.name, 'updated')
      return next
    })
    return json(c, saved)
  })

  endpoint(app, store, endpoints.deleteMediaItem, async (c) => {
    const item = await findMediaItem(store, c.req.param('id')!)
    await store.transaction(async (trx) => {
      await trx.records('mediaItems').remove(item.id)
      const pages = trx.records('pages')
      for (const page of await pages.all<Page>())
        if (page.featuredImage === item.id) await pages.replace({ ...page, featuredImage: '' })
      if (item.url.startsWith(UPLOADS_PATH)) await trx.uploads.delete(item.id)
      await logActivity(trx, 'media', item.id, item.name, 'deleted')
    })
    return noContent(c)
  })
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
