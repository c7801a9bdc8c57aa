import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { collectionOf } from '../../src/api/registry/collections'
import type { Page } from '../../src/api/schemas'
import { invalidField } from '../rules/http-error'
import { assertSlugFree, customPagePath, FEATURED_IMAGE_MISSING, pathAfterPatch } from '../rules/page-rules'
import { created, findIn, json, logActivity, type ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'
import { listRoute } from './list'

/** The pages: listed, read, created and edited (a page's slug is its own, its featured image must exist). */
export function pageRoutes(app: Hono, { store }: ApiDeps) {
  listRoute(app, store, collectionOf('pages'))
  endpoint(app, store, endpoints.getPage, async (c) => json(c, await findIn(store.records('pages'), c.req.param('id')!, 'Page')))

  endpoint(app, store, endpoints.createPage, async (c, { body }) => {
    const input = await body()
    const page = await store.transaction(async (trx) => {
      const pages = trx.records('pages')
      assertSlugFree(await pages.all<Page>(), input.slug)
      await assertMediaExists(trx, input.featuredImage)
      const record = await pages.insert({
        ...input,
        id: input.slug,
        path: customPagePath(input.slug),
        updatedAt: new Date().toISOString(),
      })
      await logActivity(trx, 'page', record.id, record.title, 'created')
      return record
    })
    return created(c, page, `/pages/${encodeURIComponent(page.id)}`)
  })

  endpoint(app, store, endpoints.updatePage, async (c, { body }) => {
    const id = c.req.param('id')!
    await findIn(store.records('pages'), id, 'Page')
    const input = await body()
    const page = await store.transaction(async (trx) => {
      const pages = trx.records('pages')
      const current = await findIn<Page>(pages, id, 'Page')
      if (input.slug !== undefined) assertSlugFree(await pages.all<Page>(), input.slug, id)
      await assertMediaExists(trx, input.featuredImage)
      const next = await pages.replace({
        ...current,
        ...input,
        path: pathAfterPatch(current, input.slug),
        updatedAt: new Date().toISOString(),
      })
      await logActivity(trx, 'page', id, next.title, 'updated')
      return next
    })
    return json(c, page)
  })
}

async function assertMediaExists(store: Store, featuredImage: string | undefined) {
  if (featuredImage && !(await store.records('mediaItems').get(featuredImage)))
    throw invalidField('featuredImage', FEATURED_IMAGE_MISSING)
}
