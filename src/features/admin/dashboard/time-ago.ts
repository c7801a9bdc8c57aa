import { adminCollectionNamed, adminPath } from '../../../api/registry/admin'
import type { Activity } from '../../../api/schemas'

/** "yesterday" for one day; every other unit as a number ("1 year ago", never "last year", which reads as the calendar's). */
const inWords = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const inNumbers = new Intl.RelativeTimeFormat('en', { numeric: 'always' })
const DAY = 86_400
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY],
  ['month', (365 / 12) * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600],
  ['minute', 60],
]

/** "3 days ago", "yesterday", "just now" for an ISO date or date-time; counts whole units (18 months is 1 year). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000
  for (const [unit, size] of UNITS) {
    const count = Math.trunc(seconds / size)
    if (count !== 0) return (unit === 'day' ? inWords : inNumbers).format(count, unit)
  }
  return 'just now'
}

/** The newest of some ISO dates (ISO strings sort as text). */
export const newest = (dates: string[]): string | undefined => [...dates].sort().at(-1)

/** Where an edit can be seen again in the admin, when the thing still exists. */
export function activityHref(entry: Activity): string | null {
  if (entry.action === 'deleted') return null
  switch (entry.entity) {
    case 'page':
      return `/dashboard/pages/edit/${encodeURIComponent(entry.entityId)}`
    case 'media':
      return '/dashboard/media'
    case 'menu':
      return '/dashboard/menu'
    case 'settings':
      return `/dashboard/settings?tab=${entry.entityId === 'user' ? 'user' : 'site'}`
    default: {
      // A collection of the registry: its edit screen (a one-document collection: its form).
      const admin = adminCollectionNamed(entry.entity)
      if (!admin) return null
      return admin.collection.kind === 'singleton' ? adminPath(admin) : adminPath(admin, `/${encodeURIComponent(entry.entityId)}`)
    }
  }
}
