import { z } from 'zod'

/** The page of records a list endpoint answers. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  })

/** The body of a reorder (PATCH on an ordered collection): every id of the collection, in the new order. */
export const reorderSchema = z.strictObject({ order: z.array(z.string()).min(1, 'Give every id, in the new order') })
