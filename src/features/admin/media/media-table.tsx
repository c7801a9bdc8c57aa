import { Anchor, Box, Checkbox, Table, VisuallyHidden } from '@mantine/core'
import { memo } from 'react'
import { MediaThumb } from '../../../components/media-picker'
import type { MediaEntryProps, MediaViewProps } from './media-grid'
import { formatMediaDate } from './media-query'
import { extendsRange } from '../../../components/use-range-toggle'

const TYPE_LABEL: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
}
export const typeLabel = (type: string) => TYPE_LABEL[type] ?? type

/** The list view: one row per item with its size, type, dimensions and date. */
export function MediaTable({ items, selection, onOpen }: MediaViewProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Media items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <VisuallyHidden>Selected</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col" w={96}>
              Preview
            </Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Size</Table.Th>
            <Table.Th scope="col">Dimensions</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <MediaRow key={item.id} item={item} selected={selection.has(item.id)} onToggle={selection.toggle} onOpen={onOpen} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** Memoised like the grid's cards: a click renders one row again. */
const MediaRow = memo(function MediaRow({ item, selected, onToggle, onOpen }: MediaEntryProps) {
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-sun-0)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select ${item.name}`}
          checked={selected}
          onChange={(event) => onToggle(item.id, extendsRange(event))}
        />
      </Table.Td>
      <Table.Td>
        <Box w={80}>
          <MediaThumb item={item} alt="" sizes="80px" />
        </Box>
      </Table.Td>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          onClick={() => onOpen(item)}
          fw={600}
          c="night.9"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{typeLabel(item.type)}</Table.Td>
      <Table.Td>{item.size}</Table.Td>
      <Table.Td>
        {item.width} × {item.height}
      </Table.Td>
      <Table.Td>
        <time dateTime={item.date}>{formatMediaDate(item.date)}</time>
      </Table.Td>
    </Table.Tr>
  )
})
