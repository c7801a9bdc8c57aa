import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCollection } from '../../src/api/registry/define'
import { applyListQuery } from '../../api/registry/list-engine'
import { parseListQuery } from '../../src/api/registry/list-query'
import { listInStore, sqlPlan } from '../../server/db/list-sql'
import { recordsOf } from '../../server/db/records'
import { sharedTestBackend } from '../../server/testing'

/**
 * The SQL store's lists (server/db/list-sql.ts) against the list engine: random records, random queries, the same
 * page, total and facets. The texts are built from pieces that test the collator and the fold: case, accents
 * (precomposed and combining), digits compared as numbers, punctuation, ß, dotless and dotted i, final sigma.
 */
const probes = defineCollection('listProbes', {
  schema: z.object({
    id: z.string(),
    title: z.string(),
    maker: z.enum(['Acme', 'acme', 'Ácme', 'Zenith', '10', '9', '']),
    note: z.string().optional(),
    owner: z.string().nullable(),
    price: z.number(),
    big: z.boolean(),
    spec: z.object({ year: z.number().int() }),
  }),
  label: 'Probes',
  labelOne: 'Probe',
  defaultSort: '-price,title',
  sortable: ['title', 'maker', 'note', 'owner', 'price', 'big', 'spec.year'],
  filterable: ['maker', 'note', 'owner', 'price', 'big'],
  searchable: ['title', 'note', 'maker'],
})

const pieces = [
  'a',
  'A',
  'é',
  'É',
  'e\u0301',
  'E',
  'z',
  '2',
  '10',
  '9',
  ' ',
  '-',
  '_',
  '.',
  'ß',
  'ss',
  'İ',
  'ı',
  'i',
  'Σ',
  'σ',
  'ς',
  'ø',
  'æ',
  'ñ',
]
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 4 }).map((parts) => parts.join(''))
const number = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }))
const record = fc.record(
  {
    title: text,
    maker: fc.constantFrom('Acme', 'acme', 'Ácme', 'Zenith', '10', '9', ''),
    note: text,
    owner: fc.option(fc.constantFrom('Ada', 'ada', 'Bola'), { nil: null }),
    price: number.map((n) => (Object.is(n, -0) ? 0 : n)),
    big: fc.boolean(),
    spec: fc.record({ year: fc.integer({ min: 2019, max: 2022 }) }),
  },
  { requiredKeys: ['title', 'maker', 'owner', 'price', 'big', 'spec'] },
)

const filterValue = fc.oneof(
  fc.constantFrom('Acme', 'acme', '10', '9', '', 'undefined', 'null', 'true', 'false', '0', '1', '-1', 'Ada'),
  text,
)
const query = fc
  .record({
    page: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.integer({ min: 1, max: 8 }),
    sort: fc.array(fc.tuple(fc.constantFrom(...probes.sortable), fc.boolean()), { maxLength: 3 }),
    filters: fc.array(fc.tuple(fc.constantFrom(...probes.filterable), filterValue), { maxLength: 2 }),
    q: fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, text, fc.constantFrom('e', 'E', 'é', 'ss', 'i', 'σ', ' a ')),
    facets: fc.subarray([...probes.filterable]),
  })
  .map(({ page, pageSize, sort, filters, q, facets }) => {
    const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), q })
    if (sort.length) params.set('sort', sort.map(([field, down]) => (down ? '-' : '') + field).join(','))
    for (const [field, value] of filters) params.append(field, value)
    if (facets.length) params.set('facets', facets.join(','))
    return params
  })

describe('lists in SQL answer as the list engine does (server/db/list-sql.ts)', () => {
  it('gives the same page, total and facets for random records and queries', async () => {
    const { db } = await sharedTestBackend()
    const store = recordsOf(db, probes.name)
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { maxLength: 30 }),
        fc.array(query, { minLength: 1, maxLength: 6 }),
        async (records, queries) => {
          await db.deleteFrom('records').where('collection', '=', probes.name).execute()
          for (const one of records) await store.insert({ ...one, id: `p${n++}` })
          const stored = await store.all()
          for (const params of queries) {
            const parsed = parseListQuery(probes, params)
            // A value an enum field cannot take is refused before either answers (list-query.ts).
            if ('issues' in parsed && parsed.issues.every((issue) => issue.path === 'maker')) continue
            if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues))
            expect(sqlPlan(probes, parsed.query)).toBeDefined()
            const fromSql = await listInStore(db, probes, `http://x/api/probes?${params}`)
            expect(fromSql, params.toString()).toEqual(applyListQuery(probes, stored, parsed.query))
          }
        },
      ),
      { numRuns: 120 },
    )
    await db.deleteFrom('records').where('collection', '=', probes.name).execute()
  }, 120_000)

  it('answers a page past the end, however far, with no items and the true total', async () => {
    const { db } = await sharedTestBackend()
    const store = recordsOf(db, probes.name)
    await db.deleteFrom('records').where('collection', '=', probes.name).execute()
    for (const title of ['Solar', 'solar', 'Wind'])
      await store.insert({ id: title, title, maker: 'Acme', owner: null, price: 1, big: false, spec: { year: 2020 } })
    for (const search of ['', '&q=sol'])
      for (const page of [2, Number.MAX_SAFE_INTEGER]) {
        const url = `http://x/api/probes?pageSize=3&page=${page}${search}`
        const expected = { items: [], total: search ? 2 : 3, page, pageSize: 3 }
        expect(await listInStore(db, probes, url), url).toEqual(expected)
      }
    await db.deleteFrom('records').where('collection', '=', probes.name).execute()
  })

  it('leaves to the engine what SQL cannot order as it does, with the same answer', async () => {
    const { db } = await sharedTestBackend()
    const loose = defineCollection('looseProbes', {
      schema: z.object({ id: z.string(), size: z.object({ n: z.number() }).optional() }),
      label: 'Loose probes',
      labelOne: 'Loose probe',
      sortable: ['size.n'],
    })
    const store = recordsOf(db, loose.name)
    for (const [id, size] of [
      ['a', { n: 10 }],
      ['b', undefined],
      ['c', { n: 9 }],
    ] as const)
      await store.insert({ id, size })
    const params = new URLSearchParams('sort=size.n')
    const parsed = parseListQuery(loose, params)
    if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues))
    // The engine compares a missing number with the others as the text '' (first); SQL would put it last.
    expect(sqlPlan(loose, parsed.query)).toBeUndefined()
    const answer = await listInStore(db, loose, `http://x/api/loose?${params}`)
    expect(answer).toEqual(applyListQuery(loose, await store.all(), parsed.query))
    expect(answer.items.map((item) => item.id)).toEqual(['b', 'c', 'a'])
  })

  it('refuses a bad parameter with the shared parser’s 400', async () => {
    const { db } = await sharedTestBackend()
    await expect(listInStore(db, probes, 'http://x/api/probes?sort=id&pageSize=0')).rejects.toMatchObject({
      status: 400,
      issues: [
        { path: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' },
        { path: 'sort', message: 'Probes can be sorted by title, maker, note, owner, price, big, spec.year, not "id"' },
      ],
    })
  })
})
