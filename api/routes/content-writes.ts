import type { Hono } from 'hono'
import { endpoints } from '../../src/api/endpoints'
import { invalidField } from '../rules/http-error'
import { assertSlugFree, customPagePath, FEATURED_IMAGE_MISSING, pathAfterPatch } from '../rules/page-rules'
import type { Menu, Page } from '../../src/api/schemas'
import { created, findIn, json, logActivity, onlyIn, type ApiDeps } from '../context'
import type { Store } from '../store'
import { endpoint } from './endpoint'

async function assertMediaExists(store: Store, featuredImage: string | undefined) {
  if (featuredImage && !(await store.records('mediaItems').get(featuredImage)))
    throw invalidField('featuredImage', FEATURED_IMAGE_MISSING)
}

/** Pages created and edited: a page's slug is its own, its featured image must exist. */
export function pageWriteRoutes(app: Hono, { store }: ApiDeps) {
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

/** A menu's items, the site's settings and the admin's own. */
export function menuAndSettingsWriteRoutes(app: Hono, { store }: ApiDeps) {
  endpoint(app, store, endpoints.updateMenu, async (c, { body }) => {
    const id = c.req.param('id')!
    await findIn(store.records('menus'), id, 'Menu')
    const { items } = await body()
    const menu = await store.transaction(async (trx) => {
      const menus = trx.records('menus')
      const current = await findIn<Menu>(menus, id, 'Menu')
      const next = await menus.replace({ ...current, items, updatedAt: new Date().toISOString() })
      await logActivity(trx, 'menu', id, current.name, 'updated')
      return next
    })
    return json(c, menu)
  })
  endpoint(app, store, endpoints.updateSiteSettings, async (c, { body }) =>
    json(c, await replaceSettings(store, 'siteSettings', 'site', 'Site settings', await body())),
  )
  endpoint(app, store, endpoints.updateUserSettings, async (c, { body }) =>
    json(c, await replaceSettings(store, 'userSettings', 'user', 'User settings', await body())),
  )
}

/** A settings document with `input` laid over it, logged as the admin's change. */
function replaceSettings(store: Store, name: 'siteSettings' | 'userSettings', id: string, label: string, input: object) {
  return store.transaction(async (trx) => {
    const settings = trx.records(name)
    const next = await settings.replace({ ...(await onlyIn(settings, label)), ...input })
    await logActivity(trx, 'settings', id, label, 'updated')
    return next
  })
}
