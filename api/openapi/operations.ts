import type { z } from 'zod'
import { collectionOf, genericCollections } from '../../src/api/registry/collections'
import { collectionOperations, collectionSchemaNames, listOperation, listPageSchemaOf } from './collection-operations'
import { baseNamedSchemas, type Operation } from './operation-kit'
import { endpoints, type EndpointId } from '../../src/api/endpoints'
import { endpointOperation } from './endpoint-docs'

/** Every named schema: the hand-declared ones and each registry collection's. */
export const namedSchemas: typeof baseNamedSchemas & Record<string, z.ZodType> = {
  ...baseNamedSchemas,
  ...Object.assign({}, ...genericCollections.map(collectionSchemaNames)),
  MediaItemPage: listPageSchemaOf(collectionOf('mediaItems')),
}

/**
 * Every operation of the REST API, in one list: the registry's collections (their generic routes and the lists of the
 * custom ones) and the API's own endpoints (src/api/endpointOperation('ts'), which the server's routes are registered from). It
 * drives the OpenAPI document (scripts/openapi.ts, GET /api/openapi.json) and the contract test, which checks that it
 * names exactly the app's routes and that every response parses with the schema named here.
 *
 * Only the mock layer, the build script and the tests import this module: the public bundle never does.
 */
export const operations: Operation[] = [
  ...genericCollections.flatMap(collectionOperations),
  // The lists of the collections with routes of their own.
  listOperation(collectionOf('pages'), 'listPages'),
  listOperation(collectionOf('mediaItems'), 'listMedia'),
  listOperation(collectionOf('menus'), 'listMenus'),
  listOperation(collectionOf('contactMessages'), 'listContactMessages'),
  listOperation(collectionOf('registrations'), 'listRegistrations'),
  listOperation(collectionOf('activity'), 'listActivity'),
  ...(Object.keys(endpoints) as EndpointId[]).map(endpointOperation),
]

export * from './operation-kit'
