import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Collection } from '../../src/api/registry/define'
import { listPageSchema } from '../../src/api/registry/list-page'
import { MAX_PAGE_SIZE, valueAt } from '../../src/api/registry/list-query'
import { arbitraryOf } from '../fuzz/zod-arbitrary'
import { call, signIn } from '../setup/api'

type Item = Record<string, unknown> & { id: string }
type Page = { items: Item[]; total: number; page: number; pageSize: number; facets?: Record<string, { value: string; count: number }[]> }

/** How many records have each value of a field (a list field: each of its values), empty values left out. */
function countValues(records: Item[], field: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const record of records) {
    const value = valueAt(record, field)
    for (const one of Array.isArray(value) ? new Set(value) : [value])
      if (one !== undefined && one !== null && one !== '') counts[String(one)] = (counts[String(one)] ?? 0) + 1
  }
  return counts
}
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a ?? ''), String(b ?? ''))

/** The first word of three letters or more in a text: a search for it must find the record. */
const wordOf = (text: string) => /[\p{L}\d]{3,}/u.exec(text)?.[0]

/**
 * The contract every registry collection keeps, derived from its entry alone: the list query (paging bounds,
 * multi-field sort, filters, search, bad parameters → 400 naming the parameter) and the writes (201 + Location,
 * replace, delete, reorder, 409, 401, 422). `seed` gives the records the collection starts with.
 */
export function describeCollectionContract(collection: Collection, seed: () => Item[]) {
  const { path } = collection
  const page = listPageSchema(collection.entity)
  const list = async (query = '') => {
    const response = await call('GET', `${path}${query}`)
    expect(response.status, `GET ${path}${query}: ${JSON.stringify(response.body)}`).toBe(200)
    return page.parse(response.body) as Page
  }
  const badParameter = async (query: string, parameter: string) => {
    const response = await call('GET', `${path}${query}`)
    expect(response.status, `GET ${path}${query}`).toBe(400)
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toContain(parameter)
  }

  describe(`${collection.name}: ${path}`, () => {
    it('pages the list: sizes, bounds and the total', async () => {
      const all = seed()
      const first = await list('?pageSize=1')
      expect(first).toMatchObject({ total: all.length, page: 1, pageSize: 1 })
      expect(first.items).toHaveLength(Math.min(1, all.length))
      const beyond = await list(`?page=${all.length + 1}&pageSize=1`)
      expect(beyond.items).toEqual([])
      expect(beyond.total).toBe(all.length)
      const whole = await list(`?pageSize=${MAX_PAGE_SIZE}`)
      expect(whole.items.map((item) => item.id).sort()).toEqual(all.map((item) => item.id).sort())
    })

    it('refuses bad parameters with a 400 that names them', async () => {
      await badParameter('?page=abc', 'page')
      await badParameter('?page=0', 'page')
      await badParameter(`?pageSize=${MAX_PAGE_SIZE + 1}`, 'pageSize')
      await badParameter('?limit=abc', 'limit')
      await badParameter('?sort=noSuchField', 'sort')
      if (collection.searchable.length === 0) await badParameter('?q=solar', 'q')
      await badParameter('?facets=noSuchField', 'facets')
    })

    if (collection.filterable.length > 0) {
      it('answers facets in the same request: every value of each filterable field, counted over the whole collection', async () => {
        const all = seed()
        const [first, ...others] = collection.filterable
        const value = String(valueAt(all[0], first!))
        // Filtered, one record a page: the facets still count the whole collection.
        const answer = await list(`?facets=${[...others, first].join(',')}&pageSize=1&${first}=${encodeURIComponent(value)}`)
        expect(answer.items).toHaveLength(1)
        expect(Object.keys(answer.facets ?? {}).sort()).toEqual([...collection.filterable].sort())
        for (const field of collection.filterable) {
          const facet = answer.facets![field]!
          expect(Object.fromEntries(facet.map(({ value, count }) => [value, count])), field).toEqual(countValues(all, field))
          // A facet's count is what filtering by its value finds.
          const [top] = facet
          if (top) expect((await list(`?${field}=${encodeURIComponent(top.value)}&pageSize=1`)).total).toBe(top.count)
        }
        expect((await list('?pageSize=1')).facets).toBeUndefined()
      })
    }

    it.each(collection.sortable.map((field) => [field]))('sorts by %s, both ways, then by a second field', async (field) => {
      for (const descending of [false, true]) {
        const values = (await list(`?sort=${descending ? '-' : ''}${field}`)).items.map((item) => valueAt(item, field))
        const sorted = [...values].sort(compare)
        expect(values).toEqual(descending ? sorted.reverse() : sorted)
      }
      const second = collection.sortable.find((other) => other !== field)
      if (!second) return
      const items = (await list(`?sort=${field},-${second}`)).items
      for (let i = 1; i < items.length; i++) {
        const order = compare(valueAt(items[i - 1], field), valueAt(items[i], field))
        expect(order).toBeLessThanOrEqual(0)
        if (order === 0) expect(compare(valueAt(items[i - 1], second), valueAt(items[i], second))).toBeGreaterThanOrEqual(0)
      }
    })

    it.each(collection.filterable.map((field) => [field]))('filters by %s', async (field) => {
      const all = seed()
      const value = String(valueAt(all[0], field))
      const filtered = await list(`?${field}=${encodeURIComponent(value)}`)
      expect(filtered.total).toBe(all.filter((item) => String(valueAt(item, field)) === value).length)
      for (const item of filtered.items) expect(String(valueAt(item, field))).toBe(value)
    })

    if (collection.searchable.length > 0) {
      it('searches its searchable fields, ignoring case', async () => {
        const all = seed()
        const field = collection.searchable[0]!
        const word = wordOf(String(valueAt(all[0], field) ?? ''))
        if (!word) return
        const found = await list(`?q=${encodeURIComponent(word.toUpperCase())}`)
        expect(found.items.map((item) => item.id)).toContain(all[0]!.id)
        expect((await list('?q=zzqqxxnothing')).total).toBe(0)
      })
    }

    it('refuses writes without a session (401) and bodies that break the schema (422)', async () => {
      const target = `${path}/${encodeURIComponent(seed()[0]!.id)}`
      if (collection.writes.update) {
        expect((await call('PUT', target, { body: {} })).status).toBe(401)
        const token = await signIn()
        const refused = await call('PUT', target, { token, body: { id: 42 } })
        expect(refused.status).toBe(422)
        expect(refused.body.issues.length).toBeGreaterThan(0)
      }
    })

    if (collection.writes.create && collection.writes.remove) {
      it('creates (201 + Location), replaces, deletes, and refuses an id that is taken (409)', async () => {
        const token = await signIn()
        const [input, replacement] = fc.sample(arbitraryOf(collection.input), { numRuns: 2, seed: 7 })
        const created = await call('POST', path, { token, body: input })
        expect(created.status, JSON.stringify(created.body)).toBe(201)
        const id = created.body.id as string
        expect((await call('GET', `${path}/${encodeURIComponent(id)}`)).body).toEqual(created.body)
        expect((await call('POST', path, { token, body: { ...(input as object), id } })).status).toBe(409)
        const replaced = await call('PUT', `${path}/${encodeURIComponent(id)}`, { token, body: replacement })
        expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
        expect((await list(`?pageSize=${MAX_PAGE_SIZE}`)).total).toBe(seed().length + 1)
        expect((await call('DELETE', `${path}/${encodeURIComponent(id)}`, { token })).status).toBe(204)
        expect((await call('GET', `${path}/${encodeURIComponent(id)}`)).status).toBe(404)
      })
    }

    if (collection.ordered) {
      it('keeps the order an admin sets, and refuses an order that leaves an id out', async () => {
        const token = await signIn()
        const ids = seed().map((item) => item.id)
        const reversed = [...ids].reverse()
        expect((await call('PATCH', path, { token, body: { order: reversed } })).status).toBe(204)
        expect((await list(`?pageSize=${MAX_PAGE_SIZE}`)).items.map((item) => item.id)).toEqual(reversed)
        if (ids.length > 1) expect((await call('PATCH', path, { token, body: { order: ids.slice(1) } })).status).toBe(422)
      })
    }
  })
}
