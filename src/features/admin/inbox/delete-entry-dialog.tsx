import { Button, Group, Text } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'

interface DeleteEntryDialogProps {
  opened: boolean
  /** 'message' or 'registration' */
  noun: string
  sender: string
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before an inbox entry is deleted for good. */
export function DeleteEntryDialog({ opened, noun, sender, onCancel, onConfirm }: DeleteEntryDialogProps) {
  return (
    <AdminDialog opened={opened} onClose={onCancel} title={`Delete this ${noun}?`}>
      <Text mb="lg">
        The {noun} from {sender} is removed from the inbox for good. This cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          Delete {noun}
        </Button>
      </Group>
    </AdminDialog>
  )
}
