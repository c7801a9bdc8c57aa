import fc from 'fast-check'
import { z } from 'zod'
import { hrefSchema, imageSrcSchema, optionalPhoneNumberSchema, phoneNumberSchema, webUrlSchema } from '../../src/api/schemas'

/**
 * Valid values of a zod schema, for property tests. Structure (objects, arrays, unions, optionals) is
 * read from the schema's definition; the constraints of a leaf (lengths, patterns, formats, bounds) from
 * zod's own JSON Schema of that leaf. Refinements JSON Schema cannot express (safe links, image sources)
 * come from overrides keyed by the shared schema object; anything else is filtered by the schema itself.
 */

type Schema = z.core.$ZodType
type JsonSchema = {
  type?: string
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  allOf?: JsonSchema[]
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/)
const domain = fc.tuple(word, fc.constantFrom('ng', 'com', 'org')).map(([name, tld]) => `${name}.${tld}`)
const sitePath = fc.array(word, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`)
const webUrl = fc.tuple(domain, sitePath).map(([host, path]) => `https://${host}${path}`)

const phone = fc
  .tuple(fc.boolean(), fc.array(fc.stringMatching(/^[0-9]{2,4}$/), { minLength: 3, maxLength: 4 }))
  .map(([plus, groups]) => `${plus ? '+' : ''}${groups.join(' ')}`)

/** Shared schemas whose refinements random strings would almost never satisfy. */
const overrides = new Map<Schema, fc.Arbitrary<unknown>>([
  [
    hrefSchema,
    fc.oneof(
      sitePath,
      sitePath.map((p) => `${p}#top`),
      webUrl,
    ),
  ],
  [
    imageSrcSchema,
    fc.oneof(
      word.map((w) => `/images/photos/${w}.webp`),
      sitePath.map((p) => `${p}.png`),
      fc.constant('/uploads/media-1.png'),
    ),
  ],
  [webUrlSchema, fc.oneof(fc.constant(''), webUrl)],
  [phoneNumberSchema, phone],
  [optionalPhoneNumberSchema, fc.oneof(fc.constant(''), phone)],
])

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.option(word, { nil: undefined }), domain)
  .map(([local, tag, host]) => `${local}${tag ? `+${tag}` : ''}@${host}`)

const isoDateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString())

/** Printable text, sometimes beyond ASCII (Yoruba, Igbo and Hausa names, emoji). */
const char = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-') },
  { weight: 1, arbitrary: fc.constantFrom('ọ', 'ẹ', 'ṣ', 'ń', 'Ɓ', '₦', '☀', '🌞', '"', "'", '<', '>', '&', '\\') },
)

function leafJsonSchema(schema: Schema): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const json = leafJsonSchema(schema)
  const min = json.minLength ?? 0
  const max = Math.min(json.maxLength ?? min + 40, min + 40)
  if (json.format === 'email') return email
  if (json.format === 'date-time') return isoDateTime
  if (json.format === 'date') return isoDateTime.map((d) => d.slice(0, 10))
  if (json.format === 'uri') return webUrl
  // Anchored patterns (ids, slugs, account numbers) drive the string; unanchored ones ("a letter", "a digit")
  // are left to plain text and the final filter.
  const anchored = [json.pattern, ...(json.allOf ?? []).map((s) => s.pattern)].find((p) => p && /^\^.*\$$/.test(p))
  if (anchored) {
    return fc.stringMatching(new RegExp(anchored)).filter((s) => s.length >= min && s.length <= (json.maxLength ?? Infinity))
  }
  return fc
    .array(char, { minLength: Math.max(min, 0), maxLength: Math.max(max, min) })
    .map((chars) => chars.join('').trim())
    .map((s) => (s.length < min ? s.padEnd(min, 'x') : s))
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const json = leafJsonSchema(schema)
  const low = json.minimum ?? (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : -1000)
  const high = json.maximum ?? (json.exclusiveMaximum !== undefined ? json.exclusiveMaximum - 1 : low + 100_000)
  const min = Math.max(low, -1_000_000_000)
  const max = Math.min(high, 1_000_000_000)
  return json.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
}

function structural(schema: Schema): fc.Arbitrary<unknown> {
  const override = overrides.get(schema)
  if (override) return override
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema)
    case 'number':
      return numberArbitrary(schema)
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>))
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'optional':
    case 'default':
    case 'nullable':
      return structural(def.innerType as Schema)
    case 'pipe':
      // "trim, then e-mail": the output side carries the format; its values satisfy the input side too.
      return structural(((def.out as Schema)._zod.def.type === 'transform' ? def.in : def.out) as Schema)
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(structural))
    case 'array': {
      const json = leafJsonSchema(schema) as JsonSchema
      const minLength = json.minItems ?? 0
      return fc.array(structural(def.element as Schema), {
        minLength,
        maxLength: Math.min(json.maxItems ?? minLength + 4, minLength + 4),
      })
    }
    case 'object': {
      const shape = def.shape as Record<string, Schema>
      const keys = Object.keys(shape)
      const requiredKeys = keys.filter((key) => shape[key]!._zod.def.type !== 'optional')
      const record = Object.fromEntries(keys.map((key) => [key, structural(shape[key]!)]))
      return fc.record(record, { requiredKeys })
    }
    default:
      throw new Error(`zod-arbitrary: no generator for a "${def.type}" schema`)
  }
}

/** Values that `schema.safeParse` accepts (refinements included); `fix` adjusts them first (matching passwords...). */
export function arbitraryOf<S extends z.ZodType>(schema: S, fix: (value: any) => unknown = (v) => v): fc.Arbitrary<z.input<S>> {
  return structural(schema)
    .map(fix)
    .filter((value) => schema.safeParse(value).success) as fc.Arbitrary<z.input<S>>
}
