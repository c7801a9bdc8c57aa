import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { loadSchemas, type Schemas } from './client'

/**
 * react-hook-form's zod resolver, with the schema picked from the shared schemas, loaded on the first
 * validation: a public page's form hydrates without zod (the first submit or keystroke check waits a moment).
 */
export function lazyZodResolver<Values extends FieldValues, Output>(
  pick: (schemas: Schemas) => z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  let ready: Promise<Resolver<Values, unknown, Output>> | undefined
  return async (values, context, options) => {
    ready ??= Promise.all([loadSchemas(), import('@hookform/resolvers/zod')]).then(
      ([schemas, { zodResolver }]) =>
        zodResolver(pick(schemas) as z.ZodType<Output, Values>) as unknown as Resolver<Values, unknown, Output>,
    )
    return (await ready)(values, context, options)
  }
}
