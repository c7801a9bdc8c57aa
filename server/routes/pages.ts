import type { Hono } from 'hono'
import { collectionOf } from '../../src/api/registry/collections'
import { invalidField } from '../../src/api/rules/http-error'
import { assertSlugFree, customPagePath, FEATURED_IMAGE_MISSING, pathAfterPatch } from '../../src/api/rules/page-rules'
import { readBody } from '../../src/api/rules/read-body'
import { pageCreateSchema, pageInputSchema, type Page } from '../../src/api/schemas'
import { requireAdmin } from '../auth/sessions'
import { created, inTransaction, json, logActivity, type ServerDeps } from '../context'
import type { Db } from '../db/connect'
import { listInStore } from '../db/list-sql'
import { recordsOf } from '../db/records'

const pagePatchSchema = pageInputSchema.partial()

async function assertMediaExists(db: Db, featuredImage: string | undefined) {
  if (featuredImage && !(await recordsOf(db, 'mediaItems').get(featuredImage))) throw invalidField('featuredImage', FEATURED_IMAGE_MISSING)
}

export function pageRoutes(app: Hono, { db }: ServerDeps) {
  app.get('/pages', async (c) => json(c, await listInStore(db, collectionOf('pages'), c.req.url)))
  app.get('/pages/:id', async (c) => {
    return json(c, await recordsOf(db, 'pages').find(c.req.param('id'), 'Page'))
  })

  app.post('/pages', async (c) => {
    await requireAdmin(db, c.req.raw)
    const input = await readBody(c.req.raw, pageCreateSchema)
    const page = await inTransaction(db, async (trx) => {
      const pages = recordsOf(trx, 'pages')
      assertSlugFree(await pages.all<Page>(), input.slug)
      await assertMediaExists(trx, input.featuredImage)
      const record = await pages.insert({ ...input, id: input.slug, path: customPagePath(input.slug), updatedAt: new Date().toISOString() })
      await logActivity(trx, 'page', record.id, record.title, 'created')
      return record
    })
    return created(c, page, `/pages/${encodeURIComponent(page.id)}`)
  })

  app.patch('/pages/:id', async (c) => {
    await requireAdmin(db, c.req.raw)
    const id = c.req.param('id')
    await recordsOf(db, 'pages').find(id, 'Page')
    const input = await readBody(c.req.raw, pagePatchSchema)
    const page = await inTransaction(db, async (trx) => {
      const pages = recordsOf(trx, 'pages')
      const current = await pages.find<Page>(id, 'Page')
      if (input.slug !== undefined) assertSlugFree(await pages.all<Page>(), input.slug, id)
      await assertMediaExists(trx, input.featuredImage)
      const next = await pages.replace({ ...current, ...input, path: pathAfterPatch(current, input.slug), updatedAt: new Date().toISOString() })
      await logActivity(trx, 'page', id, next.title, 'updated')
      return next
    })
    return json(c, page)
  })
}
