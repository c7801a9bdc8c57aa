import type { MediaItem } from '../../api/schemas'

/** Case-insensitive match of a search text against an item's name. */
export function filterMediaByName(items: MediaItem[], search: string): MediaItem[] {
  const needle = search.trim().toLowerCase()
  return needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items
}

/** The items of one page (1-based) and the number of pages. */
export function paginate<T>(items: T[], page: number, perPage: number): { pageItems: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, page), pages)
  return { pageItems: items.slice((current - 1) * perPage, current * perPage), pages, page: current }
}
