import { z } from 'zod'
import { genericCollections } from '../../src/api/registry/collections'
import type { Collection } from '../../src/api/registry/define'
import { listPageSchema, reorderSchema } from '../../src/api/registry/list-page'
import { MAX_PAGE_SIZE } from '../../src/api/registry/list-query'
import { created, none, one, type Operation } from './operation-kit'


const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '')

/** The component names of a collection's schemas: Faq, FaqInput, FaqCreate, FaqPage. */
export function collectionSchemaNames(collection: Collection): Record<string, z.ZodType> {
  const one = pascal(singular(collection.name))
  const names: Record<string, z.ZodType> = { [one]: collection.entity }
  if (collection.writes.update) names[`${one}Input`] = collection.input
  if (collection.kind === 'list') {
    names[`${one}Page`] = listPageSchemaOf(collection)
    if (collection.writes.create) names[`${one}Create`] = collection.create
  }
  return names
}

const pages = new Map<Collection, z.ZodType>()
/** One page schema object per collection, so the OpenAPI document can name it. */
export const listPageSchemaOf = (collection: Collection) => {
  if (!pages.has(collection)) pages.set(collection, listPageSchema(collection.entity))
  return pages.get(collection)!
}

/** The query parameters of a collection's list (an export takes them without its paging and facets). */
export function listQueryParams(collection: Collection, { paged = true } = {}): NonNullable<Operation['query']> {
  const query: NonNullable<Operation['query']> = paged
    ? {
        page: { schema: z.int().min(1).default(1), description: 'The page, from 1' },
        pageSize: { schema: z.int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE), description: 'Records a page' },
      }
    : {}
  if (collection.sortable.length > 0)
    query.sort = {
      schema: z.string(),
      description: `Comma-separated fields, "-" before one for descending: ${collection.sortable.join(', ')}`,
    }
  if (collection.searchable.length > 0)
    query.q = { schema: z.string().max(200), description: `Text searched in ${collection.searchable.join(', ')}` }
  for (const field of collection.filterable)
    query[field] = { schema: z.string(), description: `Only records whose ${field} is this value (repeat for several)` }
  if (paged && collection.filterable.length > 0)
    query.facets = {
      schema: z.string(),
      description: `Comma-separated filterable fields (${collection.filterable.join(', ')}): the answer's \`facets\` gives each one's distinct values, with counts, over the whole collection`,
    }
  return query
}

/** The list operation of a collection (for custom routes that take the list query too). */
export function listOperation(collection: Collection, id: string): Operation {
  return collectionListOperation(collection, id)
}

function collectionListOperation(collection: Collection, id = `list${pascal(collection.name)}`): Operation {
  const { path, tag, label } = collection
  return {
    id,
    method: 'get',
    path,
    tag,
    summary: `${label}: a page of them, sorted, filtered and searched`,
    auth: collection.read === 'admin',
    query: listQueryParams(collection),
    response: { status: 200, schema: listPageSchemaOf(collection), description: `A page of ${label.toLowerCase()} and the total` },
    errors: { 400: 'A query parameter is not valid: `issues` names it' },
  }
}

/** The operations of one registry entry, as its generic routes (mocks/handlers/collections.ts) serve them. */
export function collectionOperations(collection: Collection): Operation[] {
  const { path, tag, label, labelOne } = collection
  const one_ = pascal(singular(collection.name))
  const auth = collection.read === 'admin'
  const a = labelOne.toLowerCase()
  if (collection.kind === 'singleton') {
    return [
      { id: `get${pascal(collection.name)}`, method: 'get', path, tag, summary: label, auth, response: one(collection.entity, label) },
      {
        id: `update${pascal(collection.name)}`,
        method: 'put',
        path,
        tag,
        summary: `Replace the ${a}`,
        auth: true,
        request: collection.input,
        response: one(collection.entity, `The ${a} as saved`),
      },
    ]
  }
  const operations: Operation[] = [
    collectionListOperation(collection),
    { id: `get${one_}`, method: 'get', path: `${path}/:id`, tag, summary: `One ${a}`, auth, response: one(collection.entity, labelOne) },
  ]
  if (collection.ordered)
    operations.push({
      id: `reorder${pascal(collection.name)}`,
      method: 'patch',
      path,
      tag,
      summary: `Put the ${label.toLowerCase()} in a new order`,
      auth: true,
      request: reorderSchema,
      response: none('Reordered'),
    })
  if (collection.writes.create)
    operations.push({
      id: `create${one_}`,
      method: 'post',
      path,
      tag,
      summary: `Add a ${a} (its id: the one given, else ${collection.id === 'slug' ? 'a slug of its title' : 'a new one'})`,
      auth: true,
      request: collection.create,
      response: created(collection.entity, `The new ${a}; Location names it`),
      errors: { 409: 'A record already has this id' },
    })
  if (collection.writes.update)
    operations.push({
      id: `update${one_}`,
      method: 'put',
      path: `${path}/:id`,
      tag,
      summary: `Replace a ${a}`,
      auth: true,
      request: collection.input,
      response: one(collection.entity, `The ${a} as saved`),
    })
  if (collection.writes.remove)
    operations.push({ id: `delete${one_}`, method: 'delete', path: `${path}/:id`, tag, summary: `Delete a ${a}`, auth: true, response: none('Deleted') })
  return operations
}

export { genericCollections }
