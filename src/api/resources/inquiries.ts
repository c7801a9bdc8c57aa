import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall, apiDownload } from '../client'
import { createQueryKeys } from '../query-keys'
import { listSearchParams, type ListPage } from '../registry/list-query'
import type * as s from '../schemas'
import { fetchListPage } from './collection'
import { trainingSessions } from './training'

const messageKeys = createQueryKeys('contact-messages')
const registrationKeys = createQueryKeys('registrations')

/** What an inbox list asks for: a page of the entries its search and filters select (the API's list query). */
export interface InboxListQuery {
  page: number
  pageSize: number
  q?: string
  filters?: Record<string, string[]>
}


export const contactMessages = {
  keys: messageKeys,
  page: (query: InboxListQuery) =>
    queryOptions({
      queryKey: messageKeys.list({ ...query }),
      queryFn: ({ signal }) => fetchListPage('contactMessages', query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: messageKeys.detail(id),
      queryFn: ({ signal }) => apiCall('getContactMessage', { params: { id }, signal }),
    }),
}
export const registrations = {
  keys: registrationKeys,
  page: (query: InboxListQuery) =>
    queryOptions({
      queryKey: registrationKeys.list({ ...query }),
      queryFn: ({ signal }) => fetchListPage('registrations', query, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: registrationKeys.detail(id),
      queryFn: ({ signal }) => apiCall('getRegistration', { params: { id }, signal }),
    }),
}

/** A page of contact messages; the page shown stays while the next one loads. */
export const useContactMessagePage = (query: InboxListQuery, enabled = true) =>
  useQuery({ ...contactMessages.page(query), placeholderData: keepPreviousData, enabled })
/** A page of registrations; the page shown stays while the next one loads. */
export const useRegistrationPage = (query: InboxListQuery, enabled = true) =>
  useQuery({ ...registrations.page(query), placeholderData: keepPreviousData, enabled })

/** How many entries of an inbox nobody has opened: the list's total with `read=false`, over all of them. */
const UNREAD: InboxListQuery = { page: 1, pageSize: 1, filters: { read: ['false'] } }
export const useUnreadMessages = () => useQuery(contactMessages.page(UNREAD))
export const useUnreadRegistrations = () => useQuery(registrations.page(UNREAD))

/** Downloads the CSV export of an inbox with these search and filters (GET /registrations/export…). */
export const downloadInboxCsv = (kind: InboxKind, query: Pick<InboxListQuery, 'q' | 'filters'>) =>
  apiDownload(inbox[kind].export, listSearchParams({ q: query.q, filters: query.filters }))

/** Sends the registrant's payment e-mail again (POST /registrations/:id/resend-email). */
export function useResendPaymentEmail() {
  return useMutation({
    mutationFn: (id: string) => apiCall('resendRegistrationEmail', { params: { id } }),
  })
}

export const useContactMessage = (id: string) => useQuery(contactMessages.detail(id))
export const useRegistration = (id: string) => useQuery(registrations.detail(id))

export function useSendContactMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.ContactInput) => apiCall('sendContactMessage', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}

export function useRegisterForTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.RegistrationInput) => apiCall('register', { body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all })
      void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
  })
}

/** The two admin inboxes, named as their API routes. */
export type InboxKind = 'contact-messages' | 'registrations'

/** Each inbox's own endpoints. */
const inbox = {
  'contact-messages': {
    mark: 'markContactMessage',
    remove: 'deleteContactMessage',
    export: 'exportContactMessages',
  },
  registrations: { mark: 'markRegistration', remove: 'deleteRegistration', export: 'exportRegistrations' },
} as const

/** Sets an entry's read state; the cached list and detail show it at once (and go back if the API refuses). */
export function useMarkRead(kind: InboxKind) {
  const queryClient = useQueryClient()
  type Entry = { id: string; read: boolean }
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiCall(inbox[kind].mark, { params: { id }, body: { read } }),
    onMutate: async ({ id, read }) => {
      await queryClient.cancelQueries({ queryKey: [kind] })
      const before = queryClient.getQueriesData<Entry | ListPage<Entry>>({ queryKey: [kind] })
      const mark = (entry: Entry) => (entry.id === id ? { ...entry, read } : entry)
      queryClient.setQueriesData<Entry | ListPage<Entry>>({ queryKey: [kind] }, (data) =>
        data && 'items' in data ? { ...data, items: data.items.map(mark) } : data && mark(data),
      )
      return { before }
    },
    onError: (_error, _input, context) => context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  })
}

/**
 * Deletes an entry; it leaves the cached list at once (and comes back if the API refuses).
 * Its detail is dropped, not refetched (that would be a 404): leave the detail screen before calling.
 */
export function useDeleteInboxItem(kind: InboxKind) {
  const queryClient = useQueryClient()
  const listKey = [kind, 'list'] as const
  return useMutation({
    mutationFn: (id: string) => apiCall(inbox[kind].remove, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const before = queryClient.getQueriesData<ListPage<{ id: string }>>({ queryKey: listKey })
      queryClient.setQueriesData<ListPage<{ id: string }>>(
        { queryKey: listKey },
        (page) => page && { ...page, items: page.items.filter((entry) => entry.id !== id) },
      )
      return { before }
    },
    onError: (_error, _id, context) => context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [kind, 'detail', id] })
      // A deleted registration gave its seat back.
      if (kind === 'registrations') void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  })
}
