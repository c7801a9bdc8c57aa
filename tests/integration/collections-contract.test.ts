// @vitest-environment node
import { seedData } from '../../mocks/db'
import type { CollectionName } from '../../mocks/collections'
import { genericCollections } from '../../api/openapi/collection-operations'
import { describeCollectionContract } from '../contract/collection-contract'

/** Every list collection of the registry keeps the generic contract (tests/contract/collection-contract.ts). */
for (const collection of genericCollections.filter((c) => c.kind === 'list')) {
  describeCollectionContract(collection, () => seedData[collection.name as CollectionName] as never)
}
