import { Box, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { OUTBOX_PAGE_SIZE, useOutboxPage } from '../../../api/resources/outbox'
import { AdminPagination } from '../../../components/admin-pagination'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { readableColors } from '../forms/field-styles'
import { OutboxTable } from './outbox-table'

/** /dashboard/outbox: every e-mail the site sent or is sending, newest first, each one can be sent again. */
export function OutboxPage() {
  const [page, setPage] = useState(1)
  const query = useOutboxPage(page)
  return (
    <Box style={readableColors}>
      <AdminScreen title="Outbox">
        <Text c="gray.7" mt={-8}>
          The e-mails the site sends: to registrants, to the training team and to the staff. A failed e-mail is tried
          again on its own; Resend sends one again now.
        </Text>
        <QueryState
          query={query}
          label="outbox"
          isEmpty={(data) => data.total === 0}
          empty={<Text c="gray.7">No e-mails yet. Registrations and contact messages send theirs from here.</Text>}
        >
          {(data) => {
            const pages = Math.ceil(data.total / OUTBOX_PAGE_SIZE)
            return (
              <>
                <OutboxTable mails={data.items} />
                <Group justify="space-between">
                  <Text size="sm" c="gray.7" aria-live="polite">
                    {data.total} {data.total === 1 ? 'e-mail' : 'e-mails'}
                  </Text>
                  <AdminPagination pages={pages} page={page} onChange={setPage} />
                </Group>
              </>
            )
          }}
        </QueryState>
      </AdminScreen>
    </Box>
  )
}
