import type { z } from 'zod'
import { apiRequest, type Schemas } from '../client'
import { MAX_PAGE_SIZE } from '../registry/list-query'

/**
 * The records of a list endpoint, up to one page of MAX_PAGE_SIZE, in the list's default order (or `sort`): the
 * `items` of its `{ items, total, page, pageSize }` answer, parsed with the entity's schema.
 */
export function listItems<S extends z.ZodType>(
  path: string,
  entity: (s: Schemas) => S,
  { signal, pageSize = MAX_PAGE_SIZE }: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<z.infer<S>[]> {
  return apiRequest(`${path}?pageSize=${pageSize}`, { schema: (s) => s.listPageSchema(entity(s)), signal }).then(
    (page) => page.items as z.infer<S>[],
  )
}
