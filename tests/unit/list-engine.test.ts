import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCollection } from '../../src/api/registry/define'
import { applyListQuery, facetValues } from '../../api/registry/list-engine'
import { parseListQuery } from '../../src/api/registry/list-query'

const things = defineCollection('things', {
  schema: z.object({ id: z.string(), name: z.string(), maker: z.string(), tags: z.array(z.string()), big: z.boolean() }),
  label: 'Things',
  labelOne: 'Thing',
  sortable: ['name'],
  filterable: ['maker', 'tags', 'big'],
})
type Thing = { id: string; name: string; maker: string; tags: string[]; big: boolean }
const records: Thing[] = Array.from({ length: 250 }, (_, i) => ({
  id: `t${i}`,
  name: `Thing ${String(i).padStart(3, '0')}`,
  // The last 50 records are the only ones made by Zenith.
  maker: i < 200 ? 'Acme' : 'Zenith',
  tags: i % 2 ? ['solar', 'solar', 'roof'] : [],
  big: i % 5 === 0,
}))
const query = (search: string) => {
  const parsed = parseListQuery(things, new URLSearchParams(search))
  if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues))
  return parsed.query
}

describe('facets (list-engine.ts)', () => {
  it('counts every value over the whole collection, not the page or the filter', () => {
    const page = applyListQuery(things, records, query('pageSize=1&maker=Acme&facets=maker,tags,big'))
    expect(page.items).toHaveLength(1)
    expect(page.facets).toEqual({
      maker: [
        { value: 'Acme', count: 200 },
        { value: 'Zenith', count: 50 },
      ],
      // A list field counts once per record, whatever its repeats; empty lists count nothing.
      tags: [
        { value: 'roof', count: 125 },
        { value: 'solar', count: 125 },
      ],
      big: [
        { value: 'false', count: 200 },
        { value: 'true', count: 50 },
      ],
    })
  })

  it('answers no facets unless asked, and refuses a field that cannot be filtered', () => {
    expect(applyListQuery(things, records, query('pageSize=1')).facets).toBeUndefined()
    expect(parseListQuery(things, new URLSearchParams('facets=name'))).toEqual({
      issues: [{ path: 'facets', message: 'Things have facets for maker, tags, big, not "name"' }],
    })
  })

  it('computes again once a record changes (a write replaces its object)', () => {
    const copy = [...records]
    expect(facetValues(copy, 'maker', 'things').find((f) => f.value === 'Zenith')?.count).toBe(50)
    copy[0] = { ...copy[0]!, maker: 'Zenith' }
    expect(facetValues(copy, 'maker', 'things').find((f) => f.value === 'Zenith')?.count).toBe(51)
  })
})

describe('sorting, kept while the records are the same', () => {
  it('sorts again once a record changes or goes', () => {
    const copy = [...records]
    const first = () => applyListQuery(things, copy, query('sort=-name&pageSize=1')).items[0]!.name
    expect(first()).toBe('Thing 249')
    expect(first()).toBe('Thing 249')
    copy[3] = { ...copy[3]!, name: 'Thing 999' }
    expect(first()).toBe('Thing 999')
    copy.splice(3, 1)
    expect(first()).toBe('Thing 249')
  })
})

describe('missingAs (define.ts): a field records may lack filters as its default', () => {
  const tickets = defineCollection('tickets', {
    schema: z.object({ id: z.string(), state: z.enum(['open', 'closed']).default('open'), owner: z.string().nullable() }),
    label: 'Tickets',
    labelOne: 'Ticket',
    filterable: ['state', 'owner'],
    missingAs: { state: 'open' },
  })
  const stored = [
    { id: 'a', owner: null },
    { id: 'b', state: 'open', owner: 'Ada' },
    { id: 'c', state: 'closed', owner: null },
  ]
  const ids = (search: string) => {
    const parsed = parseListQuery(tickets, new URLSearchParams(search))
    if ('issues' in parsed) throw new Error(JSON.stringify(parsed.issues))
    return applyListQuery(tickets, stored, parsed.query)
  }

  it('counts a record lacking the field as having the default, in filters and facets; a null stays null', () => {
    expect(ids('state=open').items.map((t) => t.id)).toEqual(['a', 'b'])
    expect(ids('state=closed').items.map((t) => t.id)).toEqual(['c'])
    expect(ids('facets=state').facets?.state).toEqual([
      { value: 'closed', count: 1 },
      { value: 'open', count: 2 },
    ])
    expect(ids('owner=null').items.map((t) => t.id)).toEqual(['a', 'c'])
  })
})
