import { Box, Group, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { readableColors } from '../forms/field-styles'
import { InboxFilter, useInboxFilter, type InboxFilterValue } from './inbox-filter'
import { InboxTable } from './inbox-table'
import { useInbox } from './use-inbox'

const EMPTY_TEXT: Record<InboxFilterValue, string> = {
  all: 'Nothing has arrived yet. Messages from the contact form and training registrations will appear here.',
  messages: 'No contact messages yet. What visitors send from the contact page will appear here.',
  registrations: 'No training registrations yet. Registrations from the training page will appear here.',
}

/** /dashboard/inbox: contact messages and training registrations, newest first, filtered by ?kind=. */
export function InboxPage() {
  const { messages, registrations, entries } = useInbox()
  const { filter, setFilter } = useInboxFilter()
  const queries: UseQueryResult<unknown[]>[] = [messages, registrations]
  const unsettled = queries.find((query) => !query.isSuccess)
  const shown = entries?.filter((entry) => filter === 'all' || entry.kind === filter)
  const unread = entries?.filter((entry) => !entry.read).length ?? 0

  return (
    <Box style={readableColors}>
      <AdminScreen title="Inbox">
        <Text c="gray.7" mt={-8}>
          What visitors sent from the public site. Opening an entry marks it as read.
        </Text>
        {unsettled || !entries || !shown ? (
          <QueryState query={unsettled ?? messages} label="inbox">
            {() => null}
          </QueryState>
        ) : (
          <>
            <Group justify="space-between" gap="sm">
              <InboxFilter value={filter} onChange={setFilter} entries={entries} />
              <Text size="sm" c="gray.7" aria-live="polite">
                {unread === 0 ? 'Everything is read' : `${unread} unread`}
              </Text>
            </Group>
            {shown.length ? <InboxTable entries={shown} /> : <Text c="gray.7">{EMPTY_TEXT[filter]}</Text>}
          </>
        )}
      </AdminScreen>
    </Box>
  )
}
