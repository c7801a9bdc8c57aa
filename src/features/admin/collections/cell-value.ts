import type { FieldNode } from '../../../api/registry/admin'
import { valueAt } from '../../../api/registry/list-query'

const MAX = 80

/** A record's value in a list cell, as text. */
export function cellText(record: unknown, path: string, field: FieldNode | undefined, max = MAX): string {
  const value = valueAt(record, path)
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'boolean' || field?.widget === 'switch') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`
  if (typeof value === 'object') return 'src' in value ? String((value as { src: unknown }).src) : '…'
  const text = String(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** The field description at a dotted path ("stats.capacity"). */
export function fieldAt(fields: FieldNode[], path: string): FieldNode | undefined {
  const [head, ...rest] = path.split('.')
  const field = fields.find((f) => f.name === head)
  return rest.length && field?.children ? fieldAt(field.children, rest.join('.')) : field
}
