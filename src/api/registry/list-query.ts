import type { FieldIssue } from '../schemas/errors'
import type { Collection } from './define'

/**
 * The query every list endpoint takes, and what it answers: one owner for the mock and the server (which answer it
 * with list-engine.ts).
 *   ?page=2&pageSize=20          1-based page, 1 to MAX_PAGE_SIZE records a page
 *   ?sort=-date,title            one or more sortable fields, "-" for descending
 *   ?category=news&category=…    filterable fields: records whose value is one of those given
 *   ?q=solar                     text search over the searchable fields (case and accents ignored)
 *   ?facets=category,author      filterable fields whose distinct values (with counts over the whole collection)
 *                                the answer carries in `facets`: what a filter menu offers, in the same request
 */
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 100
export const RESERVED_PARAMS = ['page', 'pageSize', 'sort', 'q', 'facets'] as const

export interface SortField {
  field: string
  descending: boolean
}

export interface ListQuery {
  page: number
  pageSize: number
  sort: SortField[]
  filters: Record<string, string[]>
  q: string
  /** Filterable fields whose distinct values the answer carries (none unless asked). */
  facets: string[]
}

/** One distinct value of a filterable field and how many records of the whole collection have it. */
export interface FacetValue {
  value: string
  count: number
}

export interface ListPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  /** Per field asked for in `facets`: its distinct values over the whole collection, in order, with counts. */
  facets?: Record<string, FacetValue[]>
}

const wholeNumber = (value: string | null, fallback: number, min: number, max: number) => {
  if (value === null) return fallback
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null
}

type Parsed = { query: ListQuery } | { issues: FieldIssue[] }

/** Reads a list query; every problem names its parameter (a 400 with field issues). */
export function parseListQuery(collection: Collection, params: URLSearchParams): Parsed {
  const issues: FieldIssue[] = []
  const page = wholeNumber(params.get('page'), 1, 1, Number.MAX_SAFE_INTEGER)
  if (page === null) issues.push({ path: 'page', message: 'page must be a whole number from 1' })
  const pageSize = wholeNumber(params.get('pageSize'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE)
  if (pageSize === null) issues.push({ path: 'pageSize', message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })

  const sort: SortField[] = []
  for (const part of (params.get('sort') ?? '').split(',').filter(Boolean)) {
    const field = part.replace(/^-/, '')
    if (collection.sortable.includes(field)) sort.push({ field, descending: part.startsWith('-') })
    else issues.push({ path: 'sort', message: sortMessage(collection, field) })
  }

  const filters: Record<string, string[]> = {}
  for (const key of new Set(params.keys())) {
    if ((RESERVED_PARAMS as readonly string[]).includes(key)) continue
    if (!collection.filterable.includes(key)) {
      issues.push({ path: key, message: unknownMessage(collection, key) })
      continue
    }
    filters[key] = params.getAll(key)
    const options = enumOptions(collection, key)
    if (options && !filters[key].every((value) => options.includes(value)))
      issues.push({ path: key, message: `${key} must be one of ${options.join(', ')}` })
  }
  const facets = (params.get('facets') ?? '').split(',').filter(Boolean)
  for (const field of facets)
    if (!collection.filterable.includes(field)) issues.push({ path: 'facets', message: facetMessage(collection, field) })
  const q = (params.get('q') ?? '').trim()
  if (q && collection.searchable.length === 0) issues.push({ path: 'q', message: `${collection.label} cannot be searched` })
  if (q.length > 200) issues.push({ path: 'q', message: 'q must be at most 200 characters' })

  if (issues.length > 0 || page === null || pageSize === null) return { issues }
  return { query: { page, pageSize, sort, filters, q, facets: [...new Set(facets)] } }
}

type SchemaDef = { type: string; innerType?: unknown; entries?: Record<string, string | number> }
const WRAPPERS = ['optional', 'nullable', 'default', 'readonly']

/**
 * The values a filter on a field of fixed options (a zod enum: a registration's status) may take, `null` too when the
 * field may be null; undefined for any other field, whose filter takes any text.
 */
function enumOptions(collection: Collection, field: string): string[] | undefined {
  let schema: unknown = (collection.entity.shape as Record<string, unknown>)[field]
  let nullable = false
  for (;;) {
    const def = (schema as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def
    if (def?.type === 'enum') return [...Object.values(def.entries ?? {}).map(String), ...(nullable ? ['null'] : [])]
    if (!def || !WRAPPERS.includes(def.type)) return undefined
    if (def.type === 'nullable') nullable = true
    schema = def.innerType
  }
}

const sortMessage = (collection: Collection, field: string) =>
  collection.sortable.length
    ? `${collection.label} can be sorted by ${collection.sortable.join(', ')}, not "${field}"`
    : `${collection.label} cannot be sorted`

const facetMessage = (collection: Collection, field: string) =>
  collection.filterable.length
    ? `${collection.label} have facets for ${collection.filterable.join(', ')}, not "${field}"`
    : `${collection.label} have no facets`

const unknownMessage = (collection: Collection, key: string) =>
  collection.filterable.length
    ? `Unknown parameter "${key}": ${collection.label} can be filtered by ${collection.filterable.join(', ')}`
    : `Unknown parameter "${key}"`

/** The value at a dotted path ("stats.capacity"). */
export function valueAt(record: unknown, path: string): unknown {
  if (!path.includes('.')) return record && typeof record === 'object' ? (record as Record<string, unknown>)[path] : undefined
  let value = record
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return value
}

/** The default order of a collection, as sort fields ("-date,title"). */
export const parseSort = (sort: string): SortField[] =>
  sort
    .split(',')
    .filter(Boolean)
    .map((part) => ({ field: part.replace(/^-/, ''), descending: part.startsWith('-') }))

/** The query string of a list request (what the client sends). */
export function listSearchParams(query: Partial<Omit<ListQuery, 'sort'>> & { sort?: SortField[] | string } = {}): string {
  const params = new URLSearchParams()
  if (query.page && query.page !== 1) params.set('page', String(query.page))
  if (query.pageSize) params.set('pageSize', String(query.pageSize))
  const sort = typeof query.sort === 'string' ? query.sort : (query.sort ?? []).map((s) => (s.descending ? '-' : '') + s.field).join(',')
  if (sort) params.set('sort', sort)
  for (const [field, values] of Object.entries(query.filters ?? {})) for (const value of values) params.append(field, value)
  if (query.q) params.set('q', query.q)
  if (query.facets?.length) params.set('facets', query.facets.join(','))
  const text = params.toString()
  return text ? `?${text}` : ''
}
