import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { MenuChild } from '../../../api/schemas'

interface UndoToastOptions {
  item: MenuChild
  menuName: string
  onUndo: () => void
}

/** The toast once a delete is saved (the row left the screen at once); 'Undo' puts it back at its place. */
export function showUndoToast({ item, menuName, onUndo }: UndoToastOptions) {
  const id = `menu-item-deleted-${item.id}-${Date.now()}`
  notifications.show({
    id,
    color: 'night.9',
    title: `${item.title} deleted`,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="gray.8">
          Removed from {menuName}.
        </Text>
        <Button
          size="compact-sm"
          variant="outline"
          color="night.9"
          c="night.9"
          aria-label={`Undo delete of ${item.title}`}
          onClick={() => {
            notifications.hide(id)
            onUndo()
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  })
}
