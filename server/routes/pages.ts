import type { Hono } from 'hono'
import { collectionOf } from '../../src/api/registry/collections'
import { invalidField } from '../../src/api/rules/http-error'
import { assertSlugFree, customPagePath, FEATURED_IMAGE_MISSING, pathAfterPatch } from '../../src/api/rules/page-rules'
import { readBody } from '../../src/api/rules/read-body'
import { pageCreateSchema, pageInputSchema, type Page } from '../../src/api/schemas'
import { created, findIn, json, logActivity, requireAdmin, type ApiDeps } from '../context'
import type { Store } from '../store'

const pagePatchSchema = pageInputSchema.partial()

async function assertMediaExists(store: Store, featuredImage: string | undefined) {
  if (featuredImage && !(await store.records('mediaItems').get(featuredImage))) throw invalidField('featuredImage', FEATURED_IMAGE_MISSING)
}

export function pageRoutes(app: Hono, { store }: ApiDeps) {
  app.get('/pages', async (c) => json(c, await store.list(collectionOf('pages'), c.req.url)))
  app.get('/pages/:id', async (c) => json(c, await findIn(store.records('pages'), c.req.param('id'), 'Page')))

  app.post('/pages', async (c) => {
    await requireAdmin(store, c.req.raw)
    const input = await readBody(c.req.raw, pageCreateSchema)
    const page = await store.transaction(async (trx) => {
      const pages = trx.records('pages')
      assertSlugFree(await pages.all<Page>(), input.slug)
      await assertMediaExists(trx, input.featuredImage)
      const record = await pages.insert({ ...input, id: input.slug, path: customPagePath(input.slug), updatedAt: new Date().toISOString() })
      await logActivity(trx, 'page', record.id, record.title, 'created')
      return record
    })
    return created(c, page, `/pages/${encodeURIComponent(page.id)}`)
  })

  app.patch('/pages/:id', async (c) => {
    await requireAdmin(store, c.req.raw)
    const id = c.req.param('id')
    await findIn(store.records('pages'), id, 'Page')
    const input = await readBody(c.req.raw, pagePatchSchema)
    const page = await store.transaction(async (trx) => {
      const pages = trx.records('pages')
      const current = await findIn<Page>(pages, id, 'Page')
      if (input.slug !== undefined) assertSlugFree(await pages.all<Page>(), input.slug, id)
      await assertMediaExists(trx, input.featuredImage)
      const next = await pages.replace({ ...current, ...input, path: pathAfterPatch(current, input.slug), updatedAt: new Date().toISOString() })
      await logActivity(trx, 'page', id, next.title, 'updated')
      return next
    })
    return json(c, page)
  })
}
