import { Button, Group, Paper, Text } from '@mantine/core'
import { IconDownload, IconTrash, IconX } from '@tabler/icons-react'
import type { MediaItem } from '../../../api/schemas'
import classes from './media-library.module.css'
import { itemCount } from './media-query'

/** Starts a download of each file (an <a download> per item; the browser may ask to allow several). */
export function downloadFiles(items: MediaItem[]): void {
  for (const item of items) {
    const link = document.createElement('a')
    link.href = item.url
    link.download = item.name
    link.rel = 'noopener'
    document.body.append(link)
    link.click()
    link.remove()
  }
}

interface SelectionBarProps {
  selected: MediaItem[]
  onDelete: () => void
  onClear: () => void
}

/** Sticks to the bottom of the screen while items are selected. */
export function SelectionBar({ selected, onDelete, onClear }: SelectionBarProps) {
  return (
    <Paper className={classes.selectionBar} shadow="md" withBorder radius="md" p="sm" role="region" aria-label="Selected media">
      <Group justify="space-between" gap="sm">
        <Text fw={700} aria-live="polite">
          {itemCount(selected.length)} selected
        </Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => downloadFiles(selected)}>
            Download
          </Button>
          <Button color="red.9" leftSection={<IconTrash size={18} aria-hidden />} onClick={onDelete}>
            Delete
          </Button>
          <Button variant="default" leftSection={<IconX size={18} aria-hidden />} onClick={onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
