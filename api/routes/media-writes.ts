import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { randomId } from '../registry/collection-rules'
import { checkUpload, mediaRecordOf } from '../rules/upload-check'
import { uploadPath, UPLOADS_PATH } from '../rules/upload-path'
import type { Page } from '../../src/api/schemas'
import { created, json, logActivity, noContent, type ApiDeps } from '../context'
import { endpoint } from './endpoint'
import { findMediaItem } from './media'

/** Uploads to the media library, checked by content on the way in (the file in the store's uploads), edits and deletes. */
export function mediaWriteRoutes(app: Hono, { store }: ApiDeps) {
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
