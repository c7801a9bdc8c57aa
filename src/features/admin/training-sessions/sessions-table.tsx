import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { byDate, isSessionPast, sessionDay } from '../../../api/rules/training-schedule'
import type { TrainingSession } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { useToday } from '../../../lib/use-today'
import { LOW_SEATS, seatsText, sessionDateText } from '../../training/sessions'

const editPath = (session: TrainingSession) => `/dashboard/training-sessions/edit/${encodeURIComponent(session.id)}`

interface SessionsTableProps {
  sessions: TrainingSession[]
  onDelete: (session: TrainingSession) => void
}

/** Every session, earliest first, with the facts the /training schedule shows; a session already held says so. */
export function SessionsTable({ sessions, onDelete }: SessionsTableProps) {
  const today = useToday()
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Training sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Session</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Instructor</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Seats</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byDate(sessions).map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={sessionDay(session)}>{sessionDateText(session)}</time>
                {isSessionPast(session, today) ? (
                  <Badge color="gray.7" variant="light" ml={6}>
                    Past
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Anchor component={Link} to={editPath(session)} fw={600} c="night.9">
                    {session.title}
                  </Anchor>
                  {session.highlighted ? <Badge color="leaf.9">Popular</Badge> : null}
                </Group>
                <Text size="sm" c="gray.7">
                  {session.duration}, {session.location}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{session.time}</Table.Td>
              <Table.Td>{session.instructor}</Table.Td>
              <Table.Td>{formatNaira(session.price)}</Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={700}
                  c={session.seatsLeft < LOW_SEATS ? 'var(--mantine-color-warning)' : 'leaf.9'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {seatsText(session.seatsLeft)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={editPath(session)}
                    variant="subtle"
                    color="night.9"
                    aria-label={`Edit ${session.title}`}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={`Delete ${session.title}`}
                    onClick={() => onDelete(session)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
