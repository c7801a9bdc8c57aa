import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { EntryActions } from './entry-actions'
import { formatReceived, KIND_LABEL, type InboxEntry } from './inbox-entries'

interface EntryFrameProps {
  entry: InboxEntry
  backTo: string
  children: ReactNode
}

/** Around one entry: the way back, its kind, when it arrived, its read state and the actions. */
export function EntryFrame({ entry, backTo, children }: EntryFrameProps) {
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} c="night.9" fw={600} w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to the inbox
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Badge color={entry.kind === 'registrations' ? 'leaf.9' : 'night.9'}>{KIND_LABEL[entry.kind]}</Badge>
              <Text size="sm" c="gray.7">
                Received <time dateTime={entry.createdAt}>{formatReceived(entry.createdAt)}</time>
              </Text>
              <Text size="sm" fw={700} c={entry.read ? 'gray.7' : 'night.9'} aria-live="polite">
                {entry.read ? 'Read' : 'Unread'}
              </Text>
            </Group>
            <EntryActions entry={entry} backTo={backTo} />
          </Group>
          {children}
        </Stack>
      </Paper>
    </Stack>
  )
}
