import { Alert, Anchor, Box } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { ApiError } from '../../../api/client'
import { useContactMessage, useRegistration } from '../../../api/resources/inquiries'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { errorAlert, readableColors } from '../forms/field-styles'
import { isEntryKind, KIND_LABEL, type EntryKind } from './inbox-entries'
import { MessageDetail } from './message-detail'
import { RegistrationDetail } from './registration-detail'
import { useMarkReadOnOpen } from './use-mark-read-on-open'

/** The inbox with the filter the admin came from (passed as link state by the list). */
function useBackToInbox(): string {
  const state: unknown = useLocation().state
  const search = (state as { inboxSearch?: unknown } | null)?.inboxSearch
  return typeof search === 'string' ? `/dashboard/inbox${search}` : '/dashboard/inbox'
}

function EntryNotFound({ kind, backTo }: { kind: string; backTo: string }) {
  return (
    <Alert {...errorAlert} title="Not in the inbox" role="alert">
      There is no {isEntryKind(kind) ? KIND_LABEL[kind].toLowerCase() : 'entry'} with this address; it may have been deleted.{' '}
      <Anchor component={Link} to={backTo} c="red.9" fw={700}>
        Back to the inbox
      </Anchor>
    </Alert>
  )
}

interface EntryScreenProps<T> {
  kind: EntryKind
  query: UseQueryResult<T>
  title: (entry: T) => string
  render: (entry: T, backTo: string) => ReactNode
}

function EntryScreen<T extends { id: string; read: boolean }>({ kind, query, title, render }: EntryScreenProps<T>) {
  const backTo = useBackToInbox()
  useMarkReadOnOpen(kind, query.data)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  return (
    <Box style={readableColors}>
      <AdminScreen title={query.data ? title(query.data) : KIND_LABEL[kind]}>
        {notFound ? (
          <EntryNotFound kind={kind} backTo={backTo} />
        ) : (
          <QueryState query={query} label={KIND_LABEL[kind].toLowerCase()}>
            {(entry) => render(entry, backTo)}
          </QueryState>
        )}
      </AdminScreen>
    </Box>
  )
}

function MessageScreen({ id }: { id: string }) {
  return (
    <EntryScreen
      kind="messages"
      query={useContactMessage(id)}
      title={(message) => `Message from ${message.name}`}
      render={(message, backTo) => <MessageDetail message={message} backTo={backTo} />}
    />
  )
}

function RegistrationScreen({ id }: { id: string }) {
  return (
    <EntryScreen
      kind="registrations"
      query={useRegistration(id)}
      title={(registration) => `Registration: ${registration.fullName}`}
      render={(registration, backTo) => <RegistrationDetail registration={registration} backTo={backTo} />}
    />
  )
}

/** /dashboard/inbox/:kind/:id: one contact message or registration; opening it marks it as read. */
export function InboxDetailPage() {
  const { kind = '', id = '' } = useParams()
  const backTo = useBackToInbox()
  if (kind === 'messages') return <MessageScreen key={id} id={id} />
  if (kind === 'registrations') return <RegistrationScreen key={id} id={id} />
  return (
    <AdminScreen title="Inbox">
      <EntryNotFound kind={kind} backTo={backTo} />
    </AdminScreen>
  )
}
