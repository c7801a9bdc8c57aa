import type { FieldErrors } from 'react-hook-form'

/** The message of the error at a dotted form path ("sections.0.heading"), or an array's own error. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let value: unknown = errors
  for (const key of path.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  if (!value || typeof value !== 'object') return undefined
  const error = value as { message?: unknown; root?: { message?: unknown } }
  const message = typeof error.message === 'string' ? error.message : error.root?.message
  return typeof message === 'string' ? message : undefined
}

/** The first message under a path (any of its sub-fields), for widgets that stand for several values (an image). */
export function firstErrorUnder(errors: FieldErrors, path: string, keys: string[]): string | undefined {
  return errorAt(errors, path) ?? keys.map((key) => errorAt(errors, `${path}.${key}`)).find(Boolean)
}

/** A form path under a prefix ("sections.0" + "heading"). */
export const joinPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name)
