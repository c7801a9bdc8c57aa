import { pageCreateSchema, pageInputSchema } from '../../src/api/schemas'
import { recordActivity } from '../activity'
import { db } from '../db'
import { api, created, HttpError, json, nowIso, plain, readBody } from '../http'
import { detailRoute, findById, listRoute } from '../resources'
import { requireSession } from '../session'

const pagePatchSchema = pageInputSchema.partial()
const customPath = (slug: string) => `/pages/${slug}`

/** A slug is free when no other page uses it as its slug or as its id (new pages take their slug as id). */
function assertSlugFree(slug: string, exceptId?: string) {
  const taken = db.pages.all().find((page) => (page.slug === slug || page.id === slug) && page.id !== exceptId)
  if (taken) {
    throw new HttpError(422, 'Some fields are not valid', [
      { path: 'slug', message: `The slug "${slug}" is already used by ${taken.title}` },
    ])
  }
}

function assertMediaExists(featuredImage: string | undefined) {
  if (featuredImage && !db.mediaItems.findFirst((q) => q.where({ id: featuredImage }))) {
    throw new HttpError(422, 'Some fields are not valid', [
      { path: 'featuredImage', message: 'Choose an image from the media library' },
    ])
  }
}

export const pageHandlers = [
  listRoute('/pages', 'pages'),
  detailRoute('/pages/:id', 'pages', 'Page'),

  api.post('/pages', async ({ request }) => {
    requireSession(request)
    const input = await readBody(request, pageCreateSchema)
    assertSlugFree(input.slug)
    assertMediaExists(input.featuredImage)
    // Built-in pages have their own routes; pages created here are served at /pages/{slug}.
    const page = await db.pages.create({ ...input, id: input.slug, path: customPath(input.slug), updatedAt: nowIso() })
    await recordActivity('page', page.id, page.title, 'created')
    return created(plain(page), '/pages', page.id)
  }),

  api.patch<{ id: string }>('/pages/:id', async ({ request, params }) => {
    requireSession(request)
    const page = findById('pages', params.id, 'Page')
    const input = await readBody(request, pagePatchSchema)
    if (input.slug !== undefined) assertSlugFree(input.slug, page.id)
    assertMediaExists(input.featuredImage)
    const path = input.slug && page.path.startsWith('/pages/') ? customPath(input.slug) : page.path
    const updated = await db.pages.update(page, {
      data: (draft) => void Object.assign(draft, input, { path, updatedAt: nowIso() }),
    })
    await recordActivity('page', page.id, updated?.title ?? page.title, 'updated')
    return json(plain(updated))
  }),
]
