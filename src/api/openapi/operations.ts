import type { z } from 'zod'
import { collectionOf, genericCollections } from '../registry/collections'
import { collectionOperations, collectionSchemaNames, listOperation, listPageSchemaOf } from './collection-operations'
import { baseNamedSchemas, type Operation } from './operation-kit'
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
  endpointOperation('signIn'),
  endpointOperation('getSession'),
  endpointOperation('signOut'),
  endpointOperation('signOutEverywhere'),
  ...genericCollections.flatMap(collectionOperations),
  listOperation(collectionOf('pages'), 'listPages'),
  endpointOperation('getPage'),
  endpointOperation('createPage'),
  endpointOperation('updatePage'),
  listOperation(collectionOf('mediaItems'), 'listMedia'),
  endpointOperation('getMediaItem'),
  endpointOperation('uploadMedia'),
  endpointOperation('updateMediaItem'),
  endpointOperation('deleteMediaItem'),
  listOperation(collectionOf('menus'), 'listMenus'),
  endpointOperation('getMenu'),
  endpointOperation('updateMenu'),
  endpointOperation('getSiteSettings'),
  endpointOperation('updateSiteSettings'),
  endpointOperation('getUserSettings'),
  endpointOperation('updateUserSettings'),
  endpointOperation('changePassword'),
  endpointOperation('sendContactMessage'),
  listOperation(collectionOf('contactMessages'), 'listContactMessages'),
  endpointOperation('getContactMessage'),
  endpointOperation('markContactMessage'),
  endpointOperation('deleteContactMessage'),
  endpointOperation('register'),
  listOperation(collectionOf('registrations'), 'listRegistrations'),
  endpointOperation('getRegistration'),
  endpointOperation('markRegistration'),
  endpointOperation('deleteRegistration'),
  listOperation(collectionOf('activity'), 'listActivity'),
  endpointOperation('resetDemo'),
  endpointOperation('getOpenApiDocument'),
]

export * from './operation-kit'
