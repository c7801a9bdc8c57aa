import { Collection } from '@msw/data'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiHandlerWith } from '../../mocks/transport'
import { server } from '../../mocks/node'
import { collectionOperations } from '../../api/openapi/collection-operations'
import { defineCollection, seedRecords } from '../../src/api/registry/define'
import { idSchema } from '../../src/api/schemas'
import { describeCollectionContract } from '../contract/collection-contract'

/**
 * A collection is one registry entry plus its records. This one exists only in this test, and gets its
 * REST routes, its OpenAPI operations and the generic contract suite from its entry, with no other file touched.
 * (Its admin screens: tests/integration/admin-collections-throwaway.test.tsx.)
 */
const widgets = defineCollection('widgets', {
  schema: z.object({
    id: idSchema,
    name: z.string().trim().min(1, 'Name is required').max(40),
    size: z.enum(['small', 'medium', 'large']),
    price: z.number().int().min(0).max(1000),
  }),
  label: 'Widgets',
  labelOne: 'Widget',
  ordered: true,
  searchable: ['name'],
  sortable: ['name', 'price'],
  filterable: ['size'],
})

const seed = seedRecords(widgets, [
  { id: 'sprocket', name: 'Brass sprocket', size: 'small' as const, price: 12 },
  { id: 'flange', name: 'Steel flange', size: 'large' as const, price: 90 },
  { id: 'gasket', name: 'Rubber gasket', size: 'small' as const, price: 3 },
  { id: 'bracket', name: 'Panel bracket', size: 'medium' as const, price: 45 },
])

let store: Collection<typeof widgets.entity>
beforeEach(async () => {
  store = new Collection({ schema: widgets.entity })
  for (const record of seed) await store.create(record)
  server.use(apiHandlerWith(widgets, store as never))
})

describeCollectionContract(widgets, () => seed)

describe('a throwaway collection', () => {
  it('gets its OpenAPI operations from its entry', () => {
    const operations = collectionOperations(widgets)
    expect(operations.map((o) => `${o.id} ${o.method.toUpperCase()} ${o.path}`)).toEqual([
      'listWidgets GET /widgets',
      'getWidget GET /widgets/:id',
      'reorderWidgets PATCH /widgets',
      'createWidget POST /widgets',
      'updateWidget PUT /widgets/:id',
      'deleteWidget DELETE /widgets/:id',
    ])
    const list = operations[0]!
    expect(Object.keys(list.query ?? {})).toEqual(['page', 'pageSize', 'sort', 'q', 'size', 'facets'])
    for (const operation of operations) {
      if (operation.request) expect(() => z.toJSONSchema(operation.request!, { io: 'input' })).not.toThrow()
      if (operation.response.schema) expect(() => z.toJSONSchema(operation.response.schema!)).not.toThrow()
    }
  })
})
