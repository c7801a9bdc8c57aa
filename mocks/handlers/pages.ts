import { pageCreateSchema, pageInputSchema } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { invalidField } from '../../src/api/rules/http-error'
import { assertSlugFree, customPagePath, FEATURED_IMAGE_MISSING, pathAfterPatch } from '../../src/api/rules/page-rules'
import { api, created, json, nowIso, readBody } from '../http'
import { detailRoute, findById } from '../resources'
import { collectionOf } from '../../src/api/registry/collections'
import { answerList } from './collections'
import { requireSession } from '../session'

const pagePatchSchema = pageInputSchema.partial()
function assertMediaExists(featuredImage: string | undefined) {
  if (featuredImage && !db.mediaItems.findFirst((q) => q.where({ id: featuredImage }))) {
    throw invalidField('featuredImage', FEATURED_IMAGE_MISSING)
  }
}

export const pageHandlers = [
  api.get('/pages', ({ request }) => answerList(collectionOf('pages'), request, db.pages.all())),
  detailRoute('/pages/:id', 'pages', 'Page'),

  api.post('/pages', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, pageCreateSchema)
    assertSlugFree(db.pages.all(), input.slug)
    assertMediaExists(input.featuredImage)
    const page = await db.pages.create({ ...input, id: input.slug, path: customPagePath(input.slug), updatedAt: nowIso() })
    await recordActivity('page', page.id, page.title, 'created')
    return created(page, '/pages', page.id)
  }),

  api.patch<{ id: string }>('/pages/:id', async ({ request, params }) => {
    requireSession(request)
    const page = findById('pages', params.id, 'Page')
    const input = await readBody(request, pagePatchSchema)
    if (input.slug !== undefined) assertSlugFree(db.pages.all(), input.slug, page.id)
    assertMediaExists(input.featuredImage)
    const path = pathAfterPatch(page, input.slug)
    const updated = await db.pages.update(page, {
      data: (draft) => void Object.assign(draft, input, { path, updatedAt: nowIso() }),
    })
    await recordActivity('page', page.id, updated?.title ?? page.title, 'updated')
    return json(updated)
  }),
]
