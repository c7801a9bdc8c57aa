import type { Page } from '../../src/api/schemas'
import { invalidField } from './http-error'

/** Built-in pages have their own routes; pages an admin creates are served at /pages/{slug}. */
export const customPagePath = (slug: string) => `/pages/${slug}`

/** A slug is free when no other page uses it as its slug or as its id (new pages take their slug as id). */
export function assertSlugFree(pages: readonly Pick<Page, 'id' | 'slug' | 'title'>[], slug: string, exceptId?: string) {
  const taken = pages.find((page) => (page.slug === slug || page.id === slug) && page.id !== exceptId)
  if (taken) throw invalidField('slug', `The slug "${slug}" is already used by ${taken.title}`)
}

/** The path of a page after a patch: a custom page follows its new slug, a built-in page keeps its route. */
export const pathAfterPatch = (page: Pick<Page, 'path'>, slug: string | undefined) =>
  slug && page.path.startsWith('/pages/') ? customPagePath(slug) : page.path

export const FEATURED_IMAGE_MISSING = 'Choose an image from the media library'
