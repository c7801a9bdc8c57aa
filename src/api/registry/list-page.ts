import { z } from 'zod'

/** One distinct value of a filterable field, and how many records of the whole collection have it. */
export const facetValueSchema = z.object({ value: z.string(), count: z.number().int().positive() })

/** The page of records a list endpoint answers (with `facets` when the query asks for them). */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    facets: z.optional(z.record(z.string(), z.array(facetValueSchema))),
  })

/** The body of a reorder (PATCH on an ordered collection): every id of the collection, in the new order. */
export const reorderSchema = z.strictObject({ order: z.array(z.string()).min(1, 'Give every id, in the new order') })
