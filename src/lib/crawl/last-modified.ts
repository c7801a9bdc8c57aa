import type { DehydratedState } from '@tanstack/react-query'

/** Queries every public page reads (the header, footer and head): a change there is not a change of the page. */
const SHARED = new Set(['site-settings', 'menus'])

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/

/** The `updatedAt` of a record, or of each record of a list answer ({ items }) or array. */
function updatedDays(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(updatedDays)
  if (!data || typeof data !== 'object') return []
  const record = data as { updatedAt?: unknown; items?: unknown }
  const own = typeof record.updatedAt === 'string' && ISO_DAY.test(record.updatedAt) ? [record.updatedAt.slice(0, 10)] : []
  return [...own, ...(Array.isArray(record.items) ? updatedDays(record.items) : [])]
}

/**
 * The day a page's content last changed: the latest `updatedAt` among the records its route loaded, or `fallback`
 * (the build's day) when none of them carries one.
 */
export function lastModified(state: DehydratedState, fallback: string): string {
  const days = state.queries
    .filter((query) => !SHARED.has(String(query.queryKey[0])))
    .flatMap((query) => updatedDays(query.state.data))
  return days.sort().at(-1) ?? fallback
}
