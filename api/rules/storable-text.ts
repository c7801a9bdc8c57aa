import type { FieldIssue } from '../../src/api/schemas/errors'

/**
 * Text the API can store. Postgres keeps text and jsonb as UTF-8 and refuses U+0000 and half of a UTF-16 surrogate
 * pair (a lone surrogate has no UTF-8 form). Every request body is held to this, in every field and key, so the
 * mock (which could keep them) and the server answer alike: a 422 naming the field, never a silent change.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Remove the NUL character or the broken character (half of an emoji, for example)'

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isStorableText = (value: string) => !UNSTORABLE.test(value)

/**
 * The fields of a parsed JSON value that hold text the API cannot store, as the API's field issues ("address",
 * "items.2.title"). A key that cannot be stored is named by its own path. Walked without recursion: a body nested
 * thousands deep is refused by its schema, not by a stack overflow here.
 */
export function unstorableTextIssues(value: unknown): FieldIssue[] {
  const issues: FieldIssue[] = []
  // Each entry: a value, its path, and the key it sits under (checked too). Children are pushed last first, so
  // the issues come in the order of the body.
  const pending: [unknown, string, string][] = [[value, '', '']]
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key)
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, key] = next
    if (!isStorableText(key) || (typeof item === 'string' && !isStorableText(item))) {
      issues.push({ path, message: UNSTORABLE_TEXT_MESSAGE })
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((element, index) => [String(index), element] as const) : Object.entries(item)
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i]![1], at(path, entries[i]![0]), entries[i]![0]])
    }
  }
  return issues
}
