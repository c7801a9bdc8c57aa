import { Card, Checkbox, Text, UnstyledButton } from '@mantine/core'
import { memo } from 'react'
import type { MediaItem } from '../../../api/schemas'
import { MediaThumb } from '../../../components/media-picker'
import classes from './media-library.module.css'
import { formatMediaDate } from './media-query'
import type { Selection } from './use-selection'

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

/** Memoised: a click on one checkbox renders that card again, not the page's 24. */
const MediaCard = memo(function MediaCard({ item, selected, onToggle, onOpen }: MediaEntryProps) {
  return (
    <li>
      <Card withBorder padding="xs" radius="md" className={classes.card} mod={{ selected }}>
        <Checkbox
          className={classes.check}
          aria-label={`Select ${item.name}`}
          checked={selected}
          onChange={(event) => onToggle(item.id, event.currentTarget.checked)}
        />
        <UnstyledButton className={classes.thumbButton} onClick={() => onOpen(item)} aria-label={`Details of ${item.name}`}>
          <MediaThumb item={item} alt="" sizes="(min-width: 62em) 240px, 50vw" />
        </UnstyledButton>
        <Text size="sm" fw={600} mt="xs" lineClamp={2} className={classes.name}>
          {item.name}
        </Text>
        <Text size="xs" c="gray.7">
          {item.size} · {formatMediaDate(item.date)}
        </Text>
      </Card>
    </li>
  )
})
