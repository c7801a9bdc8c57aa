import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ListPage } from '../../../api/registry/list-query'
import {
  useContactMessagePage,
  useRegistrationPage,
  useUnreadMessages,
  useUnreadRegistrations,
} from '../../../api/resources/inquiries'
import { messageEntry, registrationEntry } from './inbox-entries'
import { inboxListQuery, type InboxParams } from './inbox-params'

/** The page of the kind shown, asked of the API with its search and filters, and its entries. */
export function useInboxPage(params: InboxParams) {
  const query = inboxListQuery(params)
  const messages = useContactMessagePage(query, params.kind === 'messages')
  const registrations = useRegistrationPage(query, params.kind === 'registrations')
  const page: UseQueryResult<ListPage<unknown>> = params.kind === 'messages' ? messages : registrations
  const entries = useMemo(
    () =>
      params.kind === 'messages' ? messages.data?.items.map(messageEntry) : registrations.data?.items.map(registrationEntry),
    [params.kind, messages.data, registrations.data],
  )
  return { page, entries }
}

/** How many messages and registrations nobody has opened yet, counted over all of them (0 while loading or failed). */
export function useUnreadCounts() {
  const messages = useUnreadMessages().data?.total ?? 0
  const registrations = useUnreadRegistrations().data?.total ?? 0
  return { messages, registrations, all: messages + registrations }
}
