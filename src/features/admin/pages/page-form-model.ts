import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../../api/client'
import type { Page, PageCreate, PageInput } from '../../../api/schemas'

export const PAGE_FIELDS = [
  'title',
  'slug',
  'description',
  'content',
  'featuredImage',
  'metaTitle',
  'metaDescription',
  'sections',
] as const

export type EditorTab = 'content' | 'sections' | 'images' | 'seo'

/** Which tab of the editor shows each field (the type select of a new page sits on the Content tab). */
export const FIELD_TAB: Record<keyof PageCreate, EditorTab> = {
  type: 'content',
  title: 'content',
  slug: 'content',
  description: 'content',
  content: 'content',
  sections: 'sections',
  featuredImage: 'images',
  metaTitle: 'seo',
  metaDescription: 'seo',
}

export const EMPTY_PAGE: PageCreate = {
  type: 'page',
  title: '',
  slug: '',
  description: '',
  content: '',
  featuredImage: '',
  metaTitle: '',
  metaDescription: '',
}

/** The editable fields of a stored page (a page without sections has none in the form either). */
export function toFormValues(page: Page): PageInput {
  const values = Object.fromEntries(PAGE_FIELDS.map((field) => [field, page[field]])) as PageInput
  if (!page.sections) delete values.sections
  return values
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** Only the fields whose value differs from what was saved: the PATCH body. */
export function changedFields(
  values: PageInput,
  saved: { readonly [K in keyof PageInput]?: unknown } | undefined,
): Partial<PageInput> {
  return Object.fromEntries(PAGE_FIELDS.filter((field) => !same(values[field], saved?.[field])).map((f) => [f, values[f]]))
}

/** A suggested slug of a title (one rule for pages and every collection). */
export { slugify } from '../../../api/slug'

/** The paths of a form's errors, down to each field ("title", "sections.2.heading"). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return []
    const path = prefix + key
    return typeof (value as { message?: unknown }).message === 'string' ? [path] : errorPaths(value, `${path}.`)
  })
}

/** The top-level field of a path ("sections.2.heading" → "sections"). */
export const fieldOf = (path: string) => path.split('.')[0] ?? path

/** The first field (in tab order) that has an error, so the editor can show its tab. */
export function firstErrorTab(fields: string[]): EditorTab | undefined {
  const order = Object.keys(FIELD_TAB) as Array<keyof PageCreate>
  const first = order.find((field) => fields.map(fieldOf).includes(field))
  return first ? FIELD_TAB[first] : undefined
}

/**
 * Puts the API's field issues (a 422: "slug is taken") under their fields.
 * Returns the fields that received an error.
 */
export function applyApiIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  if (!(error instanceof ApiError)) return []
  const placed: string[] = []
  for (const issue of error.issues) {
    if (!fields.includes(fieldOf(issue.path)) || placed.includes(issue.path)) continue
    setError(issue.path as FieldPath<T>, { type: 'server', message: issue.message })
    placed.push(issue.path)
  }
  return placed
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.'
}
