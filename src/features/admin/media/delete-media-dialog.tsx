import { Button, Group, List, Text } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useDeleteMedia } from '../../../api/resources/media'
import type { MediaItem } from '../../../api/schemas'
import { itemCount } from './media-query'

interface DeleteMediaDialogProps {
  items: MediaItem[]
  opened: boolean
  onClose: () => void
  /** Called with the ids that were deleted. */
  onDeleted: (ids: string[]) => void
}

/** Confirms, then deletes the items one by one through the API and reports the outcome. */
export function DeleteMediaDialog({ items, opened, onClose, onDeleted }: DeleteMediaDialogProps) {
  const remove = useDeleteMedia()
  const [busy, setBusy] = useState(false)
  const count = itemCount(items.length)

  const confirm = async () => {
    setBusy(true)
    const deleted: string[] = []
    const failed: string[] = []
    for (const item of items) {
      try {
        await remove.mutateAsync(item.id)
        deleted.push(item.id)
      } catch (error) {
        failed.push(`${item.name}: ${error instanceof Error ? error.message : 'could not be deleted'}`)
      }
    }
    setBusy(false)
    onDeleted(deleted)
    onClose()
    if (deleted.length)
      notifications.show({ color: 'leaf.9', title: 'Media deleted', message: `${itemCount(deleted.length)} deleted.` })
    if (failed.length) notifications.show({ color: 'red.9', title: 'Some items were not deleted', message: failed.join(' ') })
  }

  return (
    <AdminDialog opened={opened} onClose={busy ? () => {} : onClose} title={`Delete ${count}?`}>
      <Text>
        This permanently removes {items.length === 1 ? 'this file' : `these ${items.length} files`} from the media library. Pages
        that use
        {items.length === 1 ? ' it' : ' them'} as their featured image will show none.
      </Text>
      <List size="sm" my="md" spacing={2}>
        {items.slice(0, 6).map((item) => (
          <List.Item key={item.id} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </List.Item>
        ))}
        {items.length > 6 ? <List.Item>and {itemCount(items.length - 6)} more</List.Item> : null}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={() => void confirm()} loading={busy}>
          Delete {count}
        </Button>
      </Group>
    </AdminDialog>
  )
}
