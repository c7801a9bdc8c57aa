import type { Collection } from '../../src/api/registry/define'
import { parseSort, valueAt, type FacetValue, type ListPage, type ListQuery, type SortField } from '../../src/api/registry/list-query'

/**
 * The mock's and the server's answer to a list query (list-query.ts), in memory; apart from the query's module so
 * that the client's pages do not load it. Thousands of records per request are compared fast and in the same order
 * as comparing pairs with the collator: each sort field becomes a number per record (its rank among the field's
 * distinct values), so the sort compares numbers; the collator only orders the distinct values, once per set.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** The order of two field values: numbers and booleans by value, anything else as text under the collator. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  return collator.compare(String(a ?? ''), String(b ?? ''))
}

const ASCII = /^[ -~]*$/
const foldedTexts = new Map<string, string>()
/** Case and accents ignored ("Éko" finds "eko"); printable ASCII, the usual case, needs no normalising. */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  let folded = foldedTexts.get(text)
  if (folded === undefined) {
    if (foldedTexts.size > 50_000) foldedTexts.clear()
    folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    foldedTexts.set(text, folded)
  }
  return folded
}

/** Ranks of texts by the collator (equal texts share one), kept per sort key while no new text turns up. */
const rankCache = new Map<string, Map<string, number>>()

function rankTexts(cacheKey: string, texts: string[]): Int32Array {
  let rankOf = rankCache.get(cacheKey)
  // Ranks over a larger set order any of its subsets the same way: a search or a deletion reuses them.
  if (!rankOf || texts.some((text) => !rankOf!.has(text))) {
    rankOf = new Map()
    let rank = 0
    let previous: string | undefined
    for (const text of [...new Set(texts)].sort(collator.compare)) {
      if (previous !== undefined && collator.compare(previous, text) !== 0) rank++
      rankOf.set(text, rank)
      previous = text
    }
    rankCache.set(cacheKey, rankOf)
  }
  return Int32Array.from(texts, (text) => rankOf.get(text)!)
}

type ByIndex = (i: number, j: number) => number

/**
 * Results kept while the records they came from are the same ones (each the same object, in the same place): the
 * mock's store keeps a record's object until it changes (a write replaces it), so opening a list, paging it or
 * asking its facets again reuses the sort and the counts of 10,000 records. A server reading fresh rows never
 * finds the same objects, and computes.
 */
const MAX_KEPT = 32
function keptWhileSame<T, R>(cache: Map<string, { records: readonly T[]; result: R }>, key: string, records: readonly T[], compute: () => R): R {
  const kept = cache.get(key)
  if (kept && kept.records.length === records.length && kept.records.every((record, i) => record === records[i])) return kept.result
  const result = compute()
  if (cache.size >= MAX_KEPT) cache.clear()
  cache.set(key, { records: [...records], result })
  return result
}
const sortedKept = new Map<string, { records: readonly unknown[]; result: unknown[] }>()
const facetsKept = new Map<string, { records: readonly unknown[]; result: FacetValue[] }>()

/** Compares records i and j on one field's values (given in record order). */
function fieldOrder(cacheKey: string, values: unknown[]): ByIndex {
  if (values.every((v) => typeof v === 'number')) return (i, j) => (values[i] as number) - (values[j] as number)
  if (values.every((v) => typeof v === 'boolean')) return (i, j) => Number(values[i]) - Number(values[j])
  if (values.every((v) => typeof v !== 'number' && typeof v !== 'boolean')) {
    const ranks = rankTexts(cacheKey, values.map((v) => String(v ?? '')))
    return (i, j) => ranks[i]! - ranks[j]!
  }
  return (i, j) => compareValues(values[i], values[j])
}

/**
 * Records sorted by `sort` (then by `tieBreak`, then in their given order): the same order as comparing every
 * pair with compareValues.
 */
export function sortRecords<T>(
  records: T[],
  sort: SortField[],
  valueOf: (record: T, field: string) => unknown,
  cacheScope: string,
  tieBreak?: (a: T, b: T) => number,
): T[] {
  const key = `${cacheScope}\u0000${sort.map((s) => (s.descending ? '-' : '') + s.field).join(',')}\u0000${tieBreak ? 'own' : ''}`
  return keptWhileSame(sortedKept, key, records, () => sortNow(records, sort, valueOf, cacheScope, tieBreak)) as T[]
}

function sortNow<T>(
  records: T[],
  sort: SortField[],
  valueOf: (record: T, field: string) => unknown,
  cacheScope: string,
  tieBreak?: (a: T, b: T) => number,
): T[] {
  const orders = sort.map(({ field, descending }) => ({
    compare: fieldOrder(`${cacheScope}\u0000${field}`, records.map((record) => valueOf(record, field))),
    descending,
  }))
  const indices = Array.from(records, (_, index) => index)
  indices.sort((i, j) => {
    for (const { compare, descending } of orders) {
      const order = compare(i, j)
      if (order !== 0) return descending ? -order : order
    }
    return (tieBreak ? tieBreak(records[i]!, records[j]!) : 0) || i - j
  })
  return indices.map((index) => records[index]!)
}

const matchesFilter = (value: unknown, wanted: string[]) =>
  (Array.isArray(value) ? value : [value]).some((v) => wanted.includes(String(v)))

/**
 * The distinct values of `field` over `records`, with how many records have each (a list field counts each of its
 * values once per record), in the field's order (compareValues); empty values are left out. Values are given as
 * the text a filter takes (`?popular=true`).
 */
export function facetValues(records: readonly unknown[], field: string, cacheScope?: string, missingAs?: string): FacetValue[] {
  if (cacheScope !== undefined)
    return keptWhileSame(facetsKept, `${cacheScope}\u0000${field}`, records, () => facetValues(records, field, undefined, missingAs))
  const counts = new Map<unknown, number>()
  const count = (one: unknown) => {
    if (one !== undefined && one !== null && one !== '') counts.set(one, (counts.get(one) ?? 0) + 1)
  }
  for (const record of records) {
    const stored = valueAt(record, field)
    const value = stored === undefined ? missingAs : stored
    if (Array.isArray(value)) new Set(value).forEach(count)
    else count(value)
  }
  return [...counts]
    .sort(([a], [b]) => compareValues(a, b))
    .map(([value, count]) => ({ value: String(value), count }))
}

/** A filterable field's value, or what the collection takes a missing one for (define.ts `missingAs`). */
export const filterValueAt = (collection: Pick<Collection, 'missingAs'>, record: unknown, field: string): unknown => {
  const value = valueAt(record, field)
  return value === undefined ? collection.missingAs[field] : value
}

/** Filters, searches, sorts and pages records in memory (the mock; a database does the same in SQL). */
export function applyListQuery<T>(collection: Collection, records: T[], query: ListQuery): ListPage<T> {
  const needle = fold(query.q)
  const matching = records.filter(
    (record) =>
      Object.entries(query.filters).every(([field, wanted]) => matchesFilter(filterValueAt(collection, record, field), wanted)) &&
      (!needle || collection.searchable.some((field) => fold(String(valueAt(record, field) ?? '')).includes(needle))),
  )
  const sort = query.sort.length > 0 ? query.sort : parseSort(collection.defaultSort)
  const tieBreak = query.sort.length === 0 ? (collection.compare as ((a: T, b: T) => number) | undefined) : undefined
  const sorted = sortRecords(matching, sort, valueAt, collection.name, tieBreak)
  const start = (query.page - 1) * query.pageSize
  const page = { items: sorted.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize }
  if (!query.facets?.length) return page
  // Over the whole collection, not the filtered records: a filter menu keeps offering the other values.
  return { ...page, facets: Object.fromEntries(query.facets.map((field) => [field, facetValues(records, field, collection.name, collection.missingAs[field])])) }
}
