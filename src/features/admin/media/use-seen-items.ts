import { useState } from 'react'
import type { MediaItem } from '../../../api/schemas'

/** Every media item shown so far, by id (latest copy): what a selection made across pages refers to. */
export function useSeenItems(items: MediaItem[]): ReadonlyMap<string, MediaItem> {
  const [seen] = useState(() => new Map<string, MediaItem>())
  for (const item of items) seen.set(item.id, item)
  return seen
}
