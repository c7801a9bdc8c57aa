import { memo } from 'react'
import type { MediaItem } from '../../../api/schemas'
import { MediaThumb } from '../../../components/media-picker'
import classes from './media-library.module.css'
import { formatMediaDate } from './media-query'
import type { Selection } from './use-selection'
import checkbox from '../../../components/native-checkbox.module.css'
import { extendsRange } from '../../../components/use-range-toggle'

export interface MediaViewProps {
  items: MediaItem[]
  selection: Selection
  onOpen: (item: MediaItem) => void
}

/** Thumbnails with a selection checkbox each; a thumbnail opens the item's details. */
export function MediaGrid({ items, selection, onOpen }: MediaViewProps) {
  return (
    <ul className={classes.grid} aria-label="Media items">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} selected={selection.has(item.id)} onToggle={selection.toggle} onOpen={onOpen} />
      ))}
    </ul>
  )
}

/** One item of the library as a grid card or a table row: memoised, so a click renders only the item it changed. */
export interface MediaEntryProps {
  item: MediaItem
  selected: boolean
  onToggle: Selection['toggle']
  onOpen: (item: MediaItem) => void
}

/**
 * Memoised: a click on one checkbox renders that card again, not the page's 24. Plain elements styled by
 * media-library.module.css (as Mantine's Card, Checkbox and Text look): a page of Mantine components per card was
 * most of the time the library took to show.
 */
const MediaCard = memo(function MediaCard({ item, selected, onToggle, onOpen }: MediaEntryProps) {
  return (
    <li>
      <div className={classes.card} data-selected={selected || undefined}>
        <span className={classes.check}>
          <input
            type="checkbox"
            className={checkbox.checkbox}
            aria-label={`Select ${item.name}`}
            checked={selected}
            onChange={(event) => onToggle(item.id, extendsRange(event))}
          />
        </span>
        <button type="button" className={classes.thumbButton} onClick={() => onOpen(item)} aria-label={`Details of ${item.name}`}>
          <MediaThumb item={item} alt="" sizes="(min-width: 62em) 240px, 50vw" />
        </button>
        <p className={classes.name}>{item.name}</p>
        <p className={classes.meta}>
          {item.size} · {formatMediaDate(item.date)}
        </p>
      </div>
    </li>
  )
})
