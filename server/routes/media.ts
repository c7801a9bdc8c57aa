import type { Hono } from 'hono'
import { randomId } from '../../src/api/registry/collection-rules'
import { collectionOf } from '../../src/api/registry/collections'
import { rangeResponse } from '../../src/api/rules/range-response'
import { readBody } from '../../src/api/rules/read-body'
import { checkUpload, mediaRecordOf } from '../../src/api/rules/upload-check'
import { uploadPath, UPLOADS_PATH } from '../../src/api/rules/upload-path'
import { mediaUpdateSchema, mediaUploadSchema, type MediaItem, type Page } from '../../src/api/schemas'
import { requireAdmin } from '../auth/sessions'
import { created, inTransaction, json, logActivity, noContent, type ServerDeps } from '../context'
import { listInStore } from '../db/list-sql'
import { recordsOf } from '../db/records'

const mediaCollection = collectionOf('mediaItems')

/** The media library: records in `records`, the files themselves in `uploads`, checked by content on the way in. */
export function mediaRoutes(app: Hono, { db }: ServerDeps) {
  const find = (id: string) => recordsOf(db, 'mediaItems').find<MediaItem>(id, 'Media item')
  app.get('/media', async (c) => json(c, await listInStore(db, mediaCollection, c.req.url)))
  app.get('/media/:id', async (c) => json(c, await find(c.req.param('id'))))

  app.post('/media', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, mediaUploadSchema)
    const { bytes, width, height, extension } = checkUpload(input)
    const id = randomId('media')
    const item = await inTransaction(db, async (trx) => {
      await trx.insertInto('uploads').values({ id, type: input.type, bytes, created_at: new Date().toISOString() }).execute()
      const record = await recordsOf(trx, 'mediaItems').insert(mediaRecordOf(input, { id, url: uploadPath(id, extension), bytes, width, height }))
      await logActivity(trx, 'media', id, record.name, 'uploaded')
      return record
    })
    return created(c, item, `/media/${encodeURIComponent(id)}`)
  })

  app.patch('/media/:id', async (c) => {
    await requireAdmin(db, c.req.raw)
    const item = await find(c.req.param('id'))
    const input = await readBody(c.req.raw, mediaUpdateSchema)
    const saved = await inTransaction(db, async (trx) => {
      const next = await recordsOf(trx, 'mediaItems').replace({ ...item, ...input })
      await logActivity(trx, 'media', item.id, next.name, 'updated')
      return next
    })
    return json(c, saved)
  })

  app.delete('/media/:id', async (c) => {
    await requireAdmin(db, c.req.raw)
    const item = await find(c.req.param('id'))
    await inTransaction(db, async (trx) => {
      await recordsOf(trx, 'mediaItems').remove(item.id)
      const pages = recordsOf(trx, 'pages')
      for (const page of await pages.all<Page>())
        if (page.featuredImage === item.id) await pages.replace({ ...page, featuredImage: '' })
      await trx.deleteFrom('uploads').where('id', '=', item.id).execute()
      await logActivity(trx, 'media', item.id, item.name, 'deleted')
    })
    return noContent(c)
  })
}

/** Uploaded files, served with their stored type, `nosniff` and a long cache (a file never changes under its id). */
export function uploadRoutes(app: Hono, { db }: ServerDeps) {
  app.get(`${UPLOADS_PATH}:file`, async (c) => {
    const id = c.req.param('file').replace(/\.[a-z]+$/, '')
    const file = await db.selectFrom('uploads').select(['type', 'bytes']).where('id', '=', id).executeTakeFirst()
    if (!file) return c.json({ message: 'File was not found', issues: [] }, 404)
    return rangeResponse(new Uint8Array(file.bytes), c.req.raw, {
      type: file.type,
      headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable' },
    })
  })
}
