import { Box, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useDeleteTrainingSession, useTrainingSessions } from '../../../api/resources/training'
import { nextSession, sessionDate } from '../../../api/rules/training-schedule'
import type { TrainingSession } from '../../../api/schemas'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { formatDate } from '../../../lib/format'
import { useToday } from '../../../lib/use-today'
import { readableColors } from '../forms/field-styles'
import { DeleteSessionDialog } from './delete-session-dialog'
import { SessionsTable } from './sessions-table'

/** /dashboard/training-sessions: the schedule of /training; the earliest upcoming session is the 'next training starts' date. */
export function TrainingSessionsPage() {
  const query = useTrainingSessions()
  const remove = useDeleteTrainingSession()
  const [deleting, setDeleting] = useState<TrainingSession | null>(null)
  const next = nextSession(query.data ?? [], useToday())

  const confirmDelete = (session: TrainingSession) =>
    remove.mutate(session.id, {
      onSuccess: () =>
        notifications.show({ color: 'leaf.9', title: 'Session deleted', message: `"${session.title}" left the schedule.` }),
      onError: (error) => notifications.show({ color: 'red.9', title: 'The session was not deleted', message: error.message }),
      onSettled: () => setDeleting(null),
    })

  return (
    <Box style={readableColors}>
      <AdminScreen title="Training Sessions">
        <Group justify="space-between" gap="sm">
          <Text c="gray.7" maw={640}>
            The sessions on the /training schedule. The earliest upcoming one is the &quot;next training starts&quot; date of the
            home page and the training page
            {next ? (
              <>
                : now <strong>{formatDate(sessionDate(next))}</strong>.
              </>
            ) : query.data ? (
              <>: none is upcoming, so they say new training dates are coming soon.</>
            ) : (
              '.'
            )}
          </Text>
          <Button
            component={Link}
            to="/dashboard/training-sessions/new"
            color="sun.6"
            autoContrast
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            New Session
          </Button>
        </Group>
        <QueryState query={query} label="training sessions" empty={<Text c="gray.7">No sessions are scheduled. Add one.</Text>}>
          {(sessions) => <SessionsTable sessions={sessions} onDelete={setDeleting} />}
        </QueryState>
        <DeleteSessionDialog
          session={deleting}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      </AdminScreen>
    </Box>
  )
}
