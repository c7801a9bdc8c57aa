import { sql, type RawBuilder } from 'kysely'
import { readListQuery } from '../../api/registry/collection-rules'
import type { Collection } from '../../src/api/registry/define'
import { applyListQuery, compareValues, fold } from '../../api/registry/list-engine'
import { parseSort, type FacetValue, type ListPage, type ListQuery } from '../../src/api/registry/list-query'
import type { Db } from './connect'
import { fieldKind, filterCandidates, filterJsonOf, foldedTextOf, sortKeyOf } from './list-fields'
import { recordsOf, type Row } from './records'

/**
 * A list query answered in SQL: the same page, total and facets as the list engine gives over every record (the
 * differential test in tests/server/list-sql.test.ts holds the two together), reading only the page's rows. Ties
 * fall to the next sort field, then to the order records were added (`seq`), as in the engine.
 */
export async function listInStore(db: Db, collection: Collection, url: string | URL): Promise<ListPage<Row>> {
  const query = readListQuery(collection, url)
  const plan = sqlPlan(collection, query)
  if (!plan) return applyListQuery(collection, await recordsOf(db, collection.name).all(), query)
  const where = sql.join(plan.where, sql` and `)
  const start = (query.page - 1) * query.pageSize
  const pageOf = (counted: boolean) => sql<{ data: Row; total: number }>`
    select data${sql.raw(counted ? ', count(*) over ()::int as total' : '')} from records
    where collection = ${collection.name} and ${where}
    order by ${sql.raw(plan.orderBy)} limit ${query.pageSize} offset ${String(start)}::bigint`
  const countAll = async () =>
    (
      await sql<{ n: number }>`select count(*)::int as n from records where collection = ${collection.name} and ${where}`.execute(
        db,
      )
    ).rows[0]!.n
  let items: Row[] = []
  let total: number
  if (plan.scansAll) {
    // A search reads every candidate row anyway: one pass counts them and finds the page.
    const { rows } = await pageOf(true).execute(db)
    items = rows.map((row) => row.data)
    total = rows[0]?.total ?? (start > 0 ? await countAll() : 0)
  } else {
    // Counting apart lets the page itself read only its rows, down the sort field's index.
    total = await countAll()
    if (start < total) items = (await pageOf(false).execute(db)).rows.map((row) => row.data)
  }
  const page: ListPage<Row> = { items, total, page: query.page, pageSize: query.pageSize }
  if (!query.facets.length) return page
  const facets = await Promise.all(query.facets.map(async (field) => [field, await facetsOf(db, collection, field)] as const))
  return { ...page, facets: Object.fromEntries(facets) }
}

type Plan = { where: RawBuilder<unknown>[]; orderBy: string; scansAll: boolean }

/** The query as SQL conditions and an order, or undefined when only the engine gives its answer. */
export function sqlPlan(collection: Collection, query: ListQuery): Plan | undefined {
  // A default order the registry gives as a function (training sessions by day) is the engine's alone.
  if (query.sort.length === 0 && collection.compare) return undefined
  const sort = query.sort.length > 0 ? query.sort : parseSort(collection.defaultSort)
  const keys = sort.map(({ field, descending }) => {
    const key = sortKeyOf(collection, field)
    return key && `${key}${descending ? ' desc' : ''}`
  })
  if (keys.some((key) => !key)) return undefined
  const scalar = (field: string) => fieldKind(collection, field).kind !== 'other'
  if (!Object.keys(query.filters).every(scalar) || !query.facets.every(scalar)) return undefined

  const where: RawBuilder<unknown>[] = [sql`true`]
  for (const [field, wanted] of Object.entries(query.filters)) {
    const json = sql.raw(filterJsonOf(collection, field))
    // Each value its own parameter: the planner sees them, and weighs the field's index against the sort's.
    const candidates = filterCandidates(wanted).map((value) => sql`${JSON.stringify(value)}::jsonb`)
    const matches = candidates.length ? [sql`${json} = any(array[${sql.join(candidates)}])`] : [sql`false`]
    if (wanted.includes('undefined')) matches.push(sql`${json} is null`)
    where.push(sql`(${sql.join(matches, sql` or `)})`)
  }
  const needle = fold(query.q)
  if (needle) {
    if (!collection.searchable.every((field) => fieldKind(collection, field).kind === 'text')) return undefined
    // No stored text holds NUL (the API refuses it), and a query parameter cannot carry one.
    if (needle.includes('\u0000')) where.push(sql`false`)
    else
      where.push(
        sql`(${sql.join(
          collection.searchable.map((field) => sql`strpos(${sql.raw(foldedTextOf(field))}, ${needle}) > 0`),
          sql` or `,
        )})`,
      )
  }
  return { where, orderBy: [...keys, 'seq'].join(', '), scansAll: needle !== '' }
}

/** A field's distinct values over the whole collection, counted, in the engine's order (ties: first added first). */
async function facetsOf(db: Db, collection: Collection, field: string): Promise<FacetValue[]> {
  const { rows } = await sql<{ value: unknown; n: number; first: number }>`
    select ${sql.raw(filterJsonOf(collection, field))} as value, count(*)::int as n, min(seq) as first
    from records where collection = ${collection.name} group by 1`.execute(db)
  return rows
    .filter(({ value }) => value !== undefined && value !== null && value !== '')
    .sort((a, b) => compareValues(a.value, b.value) || a.first - b.first)
    .map(({ value, n }) => ({ value: String(value), count: n }))
}
