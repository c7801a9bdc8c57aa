import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { randomId } from '../../src/api/registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { rangeResponse } from '../../src/api/rules/range-response'
import { checkUpload, mediaRecordOf } from '../../src/api/rules/upload-check'
import { uploadPath, UPLOADS_PATH } from '../../src/api/rules/upload-path'
import type { MediaItem, Page } from '../../src/api/schemas'
import { created, findIn, json, logActivity, noContent, type ApiDeps } from '../context'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The media library: records in `mediaItems`, the files themselves in the store's uploads, checked by content on the way in. */
export function mediaRoutes(app: Hono, { store }: ApiDeps) {
  const find = (id: string) => findIn<MediaItem>(store.records('mediaItems'), id, 'Media item')
  listRoute(app, store, collectionOf('mediaItems'))
  endpoint(app, store, endpoints.getMediaItem, async (c) => json(c, await find(c.req.param('id')!)))

  endpoint(app, store, endpoints.uploadMedia, async (c, { body }) => {
    const input = await body()
    const { bytes, width, height, extension } = checkUpload(input)
    const id = randomId('media')
    const item = await store.transaction(async (trx) => {
      await trx.uploads.put(id, { type: input.type, bytes })
      const record = await trx.records('mediaItems').insert(mediaRecordOf(input, { id, url: uploadPath(id, extension), bytes, width, height }))
      await logActivity(trx, 'media', id, record.name, 'uploaded')
      return record
    })
    return created(c, item, `/media/${encodeURIComponent(id)}`)
  })

  endpoint(app, store, endpoints.updateMediaItem, async (c, { body }) => {
    const item = await find(c.req.param('id')!)
    const input = await body()
    const saved = await store.transaction(async (trx) => {
      const next = await trx.records('mediaItems').replace({ ...item, ...input })
      await logActivity(trx, 'media', item.id, next.name, 'updated')
      return next
    })
    return json(c, saved)
  })

  endpoint(app, store, endpoints.deleteMediaItem, async (c) => {
    const item = await find(c.req.param('id')!)
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
