import { Button, Group, Text } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import type { TrainingSession } from '../../../api/schemas'
import { sessionDateText } from '../../training/sessions'

interface DeleteSessionDialogProps {
  session: TrainingSession | null
  busy: boolean
  onCancel: () => void
  onConfirm: (session: TrainingSession) => void
}

/** Asks before a session leaves the schedule. */
export function DeleteSessionDialog({ session, busy, onCancel, onConfirm }: DeleteSessionDialogProps) {
  return (
    <AdminDialog opened={session !== null} onClose={busy ? () => {} : onCancel} title="Delete this session?">
      {session ? (
        <Text mb="lg">
          &quot;{session.title}&quot; on {sessionDateText(session)} leaves the /training schedule and can no longer be booked.
          Registrations already made keep their details.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" loading={busy} onClick={() => session && onConfirm(session)}>
          Delete session
        </Button>
      </Group>
    </AdminDialog>
  )
}
