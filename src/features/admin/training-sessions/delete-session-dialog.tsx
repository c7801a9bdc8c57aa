import { Button, Group, Modal, Text } from '@mantine/core'
import type { TrainingSession } from '../../../api/schemas'
import { readableColors } from '../forms/field-styles'
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
    <Modal
      opened={session !== null}
      onClose={busy ? () => {} : onCancel}
      title="Delete this session?"
      centered
      styles={{ title: { fontWeight: 700 }, content: readableColors }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
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
    </Modal>
  )
}
