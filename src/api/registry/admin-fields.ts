import { z } from 'zod'

/** The input an admin form shows for one field, derived from its zod schema unless the admin description says. */
export type Widget =
  'text' | 'textarea' | 'number' | 'switch' | 'select' | 'date' | 'image' | 'list' | 'groups' | 'fieldset' | 'hidden'

export interface FieldDescription {
  label?: string
  help?: string
  widget?: Widget
}

export interface FieldNode {
  /** The key within its object ("fullDescription"). */
  name: string
  /** The dotted path from the record ("cta.heading"); inside arrays, relative to the array item. */
  path: string
  label: string
  help?: string
  widget: Widget
  required: boolean
  /** Choices of a select. */
  options?: string[]
  /** The fields of a fieldset, or of each item of a repeatable group. */
  children?: FieldNode[]
  /** What a blank value of this field is (a new record, an added item). */
  blank: unknown
  maxLength?: number
  maxItems?: number
}

/** "fullDescription" → "Full description". */
export const labelFromName = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const TEXTAREA_OVER = 200
const IMAGE_KEYS = ['alt', 'height', 'src', 'width']

/** The schema under optional, nullable, default and readonly wrappers, and whether a value is needed. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema
  let required = true
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) required = false
    if (
      inner instanceof z.ZodOptional ||
      inner instanceof z.ZodNullable ||
      inner instanceof z.ZodDefault ||
      inner instanceof z.ZodReadonly
    )
      inner = inner.unwrap() as z.ZodType
    else if (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType
    else return { inner, required }
  }
}

/** The media library's image shape ({ src, alt, width, height }): picked, not typed. */
export const isImageSchema = (schema: z.ZodType) =>
  schema instanceof z.ZodObject && Object.keys(schema.shape).sort().join() === IMAGE_KEYS.join()

const ADDRESS_NAME = /(href|url|link|src)$/i

function widgetOf(schema: z.ZodType, name: string): Widget {
  if (isImageSchema(schema)) return 'image'
  if (schema instanceof z.ZodObject) return 'fieldset'
  if (schema instanceof z.ZodArray) return unwrap(schema.element as z.ZodType).inner instanceof z.ZodObject ? 'groups' : 'list'
  if (schema instanceof z.ZodEnum) return 'select'
  if (schema instanceof z.ZodLiteral) return 'hidden'
  if (schema instanceof z.ZodNumber) return 'number'
  if (schema instanceof z.ZodBoolean) return 'switch'
  if (schema instanceof z.ZodISODate) return 'date'
  if (schema instanceof z.ZodString) {
    return (schema.maxLength ?? 0) > TEXTAREA_OVER && !ADDRESS_NAME.test(name) ? 'textarea' : 'text'
  }
  if (schema instanceof z.ZodUnion) return 'text'
  return 'text'
}

function blankOf(schema: z.ZodType, widget: Widget, required: boolean): unknown {
  if (!required) return widget === 'list' || widget === 'groups' ? [] : undefined
  if (schema instanceof z.ZodObject) return blankRecord(schema)
  if (schema instanceof z.ZodLiteral) return schema.values.values().next().value
  if (schema instanceof z.ZodEnum) return schema.options[0]
  switch (widget) {
    case 'list':
    case 'groups':
      return []
    case 'switch':
      return false
    case 'number':
      return undefined
    default:
      return ''
  }
}

/** A new record's values: every field blank (the schema's messages say what to fill in). */
export function blankRecord(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(describeFields(schema).map((field) => [field.name, field.blank]))
}

/**
 * The form fields of an object schema, in its order. `overrides` are keyed by dotted path from the record
 * (array items add no index: "sections.heading").
 */
export function describeFields(schema: z.ZodObject, overrides: Record<string, FieldDescription> = {}, prefix = ''): FieldNode[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, raw]) => {
    const path = prefix ? `${prefix}.${name}` : name
    const { inner, required } = unwrap(raw)
    const override = overrides[path] ?? {}
    const widget = override.widget ?? widgetOf(inner, name)
    const node: FieldNode = {
      name,
      path,
      label: override.label ?? labelFromName(name),
      help: override.help ?? raw.description ?? inner.description,
      widget,
      required,
      blank: blankOf(inner, widget, required),
    }
    if (inner instanceof z.ZodEnum) node.options = inner.options.map(String)
    if (inner instanceof z.ZodString && inner.maxLength !== null) node.maxLength = inner.maxLength
    if (inner instanceof z.ZodObject && widget === 'fieldset') node.children = describeFields(inner, overrides, path)
    if (inner instanceof z.ZodArray) {
      const max = (inner._zod.bag as { maximum?: number }).maximum
      if (max !== undefined) node.maxItems = max
      const element = unwrap(inner.element as z.ZodType).inner
      if (element instanceof z.ZodObject) node.children = describeFields(element, overrides, path)
      if (element instanceof z.ZodString && element.maxLength !== null) node.maxLength = element.maxLength
    }
    return node
  })
}

/** A new item of a repeatable group. */
export const blankItem = (node: FieldNode) => Object.fromEntries((node.children ?? []).map((child) => [child.name, child.blank]))
