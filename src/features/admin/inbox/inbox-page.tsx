import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { AdminPagination } from '../../../components/admin-pagination'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { readableColors } from '../forms/field-styles'
import type { EntryKind } from './inbox-entries'
import { InboxExportButton } from './inbox-export-button'
import { InboxKindSwitch } from './inbox-kind-switch'
import { INBOX_PAGE_SIZE, isFiltered, useInboxParams, type InboxParamsState } from './inbox-params'
import { InboxTable } from './inbox-table'
import { InboxToolbar } from './inbox-toolbar'
import { useInboxPage } from './use-inbox'

const EMPTY_TEXT: Record<EntryKind, string> = {
  messages: 'No contact messages yet. What visitors send from the contact page will appear here.',
  registrations: 'No training registrations yet. Registrations from the training page will appear here.',
}
const NOUN: Record<EntryKind, [one: string, many: string]> = {
  messages: ['message', 'messages'],
  registrations: ['registration', 'registrations'],
}

function NothingMatches({ state }: { state: InboxParamsState }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="gray.7">No {NOUN[state.params.kind][1]} match the search and filters.</Text>
      <Button variant="default" size="xs" onClick={state.clearFilters}>
        Clear search and filters
      </Button>
    </Stack>
  )
}

/** "26–50 of 312 registrations" */
function shownText(kind: EntryKind, page: number, shown: number, total: number) {
  const [one, many] = NOUN[kind]
  const first = (page - 1) * INBOX_PAGE_SIZE + 1
  return `${first}–${first + shown - 1} of ${total} ${total === 1 ? one : many}`
}

/**
 * /dashboard/inbox: training registrations (or, with ?kind=messages, contact messages), newest first, a page at a
 * time from the API, with its search and filters; everything the screen shows is in the URL.
 */
export function InboxPage() {
  const state = useInboxParams()
  const { params } = state
  const { page, entries } = useInboxPage(params)

  return (
    <Box style={readableColors}>
      <AdminScreen title="Inbox">
        <Text c="gray.7" mt={-8}>
          What visitors sent from the public site. Opening an entry marks it as read.
        </Text>
        <Group justify="space-between" gap="sm">
          <InboxKindSwitch value={params.kind} onChange={state.setKind} />
          <InboxExportButton params={params} />
        </Group>
        <InboxToolbar state={state} />
        <QueryState
          query={page}
          label="inbox"
          isEmpty={(data) => data.items.length === 0}
          empty={
            isFiltered(params) || params.page > 1 ? (
              <NothingMatches state={state} />
            ) : (
              <Text c="gray.7">{EMPTY_TEXT[params.kind]}</Text>
            )
          }
        >
          {(data) => (
            <Stack gap="sm" aria-busy={page.isPlaceholderData || undefined}>
              <InboxTable kind={params.kind} entries={entries ?? []} />
              <Group justify="space-between">
                <Text size="sm" c="gray.7" aria-live="polite">
                  {shownText(params.kind, data.page, data.items.length, data.total)}
                </Text>
                <AdminPagination pages={Math.ceil(data.total / INBOX_PAGE_SIZE)} page={params.page} onChange={state.setPage} />
              </Group>
            </Stack>
          )}
        </QueryState>
      </AdminScreen>
    </Box>
  )
}
