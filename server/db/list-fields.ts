import type { z } from 'zod'
import type { Collection } from '../../src/api/registry/define'

/**
 * How SQL reads a registry field of a stored record (`records.data`), in the order and with the text the list
 * engine (api/registry/list-engine.ts) gives it. Field names come from the registry, never from a request.
 */
export type FieldKind = 'text' | 'number' | 'boolean' | 'other'

/** The ICU collation the list engine's Intl.Collator('en', { sensitivity: 'base', numeric: true }) is. */
export const LIST_ORDER = 'list_order'
/** ICU's root case mapping, which is String#toLowerCase (the database's own `lower` may be ASCII only). */
export const LIST_CASE = 'list_case'

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`
const path = (field: string) => literal(`{${field.split('.').join(',')}}`)

/** The field's JSON value (SQL null when missing). */
export const jsonOf = (field: string) => (field.includes('.') ? `data #> ${path(field)}` : `data -> ${literal(field)}`)
/** The JSON value a filter compares: the field's, or the collection's `missingAs` value when the record lacks it. */
export function filterJsonOf(collection: Pick<Collection, 'missingAs'>, field: string) {
  const missing = collection.missingAs[field]
  return missing === undefined ? jsonOf(field) : `coalesce(${jsonOf(field)}, ${literal(JSON.stringify(missing))}::jsonb)`
}
/** The field as text (SQL null when missing or JSON null). */
export const textOf = (field: string) => (field.includes('.') ? `data #>> ${path(field)}` : `data ->> ${literal(field)}`)

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[]; values?: unknown[] }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The field's kind from the stored schema, and whether a record may lack it (or hold null). */
export function fieldKind(collection: Collection, field: string): { kind: FieldKind; optional: boolean } {
  let schema: z.ZodType | undefined = collection.entity
  let optional = false
  for (const key of field.split('.')) {
    while (schema && ['optional', 'nullable', 'default', 'readonly'].includes(defOf(schema).type)) {
      // A record may lack the whole object the path goes through.
      if (defOf(schema).type !== 'default' && defOf(schema).type !== 'readonly') optional = true
      schema = defOf(schema).innerType
    }
    schema = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[key]
  }
  const kindOf = (one: z.ZodType | undefined): FieldKind => {
    if (!one) return 'other'
    const def = defOf(one)
    if (def.type === 'optional' || def.type === 'nullable') optional = true
    if (['optional', 'nullable', 'default', 'readonly'].includes(def.type)) return kindOf(def.innerType)
    if (def.type === 'pipe') return kindOf(def.in)
    if (def.type === 'string' || def.type === 'enum') return 'text'
    if (def.type === 'literal') return def.values?.every((v) => typeof v === 'string') ? 'text' : 'other'
    if (def.type === 'union') return def.options?.every((option) => kindOf(option) === 'text') ? 'text' : 'other'
    if (def.type === 'number' || def.type === 'boolean') return def.type
    return 'other'
  }
  const kind = kindOf(schema)
  return { kind, optional }
}

/**
 * The SQL the engine's order of a field is, or undefined when SQL cannot give it: text (a missing value is '')
 * under the collator, numbers and booleans by value. A number or boolean a record may lack would be compared
 * with the others as text by the engine, an order no index gives.
 */
export function sortKeyOf(collection: Collection, field: string): string | undefined {
  const { kind, optional } = fieldKind(collection, field)
  if (kind === 'text') return `(coalesce(${textOf(field)}, '') collate ${LIST_ORDER})`
  if (optional) return undefined
  if (kind === 'number') return `((${textOf(field)})::float8)`
  if (kind === 'boolean') return `((${textOf(field)})::boolean)`
  return undefined
}

/**
 * The list engine's fold (NFD, combining marks dropped, lower case) of a field's text, in SQL. ASCII text (one byte a
 * character) only needs lowering, four times cheaper than normalizing.
 */
export function foldedTextOf(field: string) {
  const text = `coalesce(${textOf(field)}, '')`
  const folded = `lower(regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g') collate ${LIST_CASE})`
  return `(case when octet_length(${text}) = length(${text}) then lower(${text} collate "C") else ${folded} collate "C" end)`
}

/**
 * The JSON values a filter's texts match: the engine compares String(value) with each text, so "5" is also the
 * number 5, "true" the boolean, "null" a JSON null ("undefined", a missing value, is the caller's). Text holding NUL
 * matches nothing: no stored text holds one.
 */
export function filterCandidates(wanted: readonly string[]): unknown[] {
  const candidates: unknown[] = []
  for (const text of wanted) {
    if (text.includes('\u0000')) continue
    candidates.push(text)
    if (text === 'true' || text === 'false') candidates.push(text === 'true')
    if (text === 'null') candidates.push(null)
    const number = Number(text)
    if (text !== '' && Number.isFinite(number) && String(number) === text) candidates.push(number)
  }
  return candidates
}
