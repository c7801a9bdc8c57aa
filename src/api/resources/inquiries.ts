import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './list-items'
import type * as s from '../schemas'
import { trainingSessions } from './training'

const messageKeys = createQueryKeys('contact-messages')
const registrationKeys = createQueryKeys('registrations')

export const contactMessages = {
  keys: messageKeys,
  list: () =>
    queryOptions({
      queryKey: messageKeys.list(),
      queryFn: ({ signal }) => listItems('/contact-messages', (s) => s.contactMessageSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: messageKeys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest(`/contact-messages/${encodeURIComponent(id)}`, { schema: (s) => s.contactMessageSchema, signal }),
    }),
}
export const registrations = {
  keys: registrationKeys,
  list: () =>
    queryOptions({
      queryKey: registrationKeys.list(),
      queryFn: ({ signal }) => listItems('/registrations', (s) => s.registrationSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: registrationKeys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/registrations/${encodeURIComponent(id)}`, { schema: (s) => s.registrationSchema, signal }),
    }),
}

export const useContactMessages = () => useQuery(contactMessages.list())
export const useRegistrations = () => useQuery(registrations.list())
export const useContactMessage = (id: string) => useQuery(contactMessages.detail(id))
export const useRegistration = (id: string) => useQuery(registrations.detail(id))

export function useSendContactMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.ContactInput) =>
      apiRequest('/contact-messages', { method: 'POST', body: input, schema: (s) => s.contactMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}

export function useRegisterForTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.RegistrationInput) =>
      apiRequest('/registrations', { method: 'POST', body: input, schema: (s) => s.registrationSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all })
      void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
  })
}

/** The two admin inboxes, named as their API routes. */
export type InboxKind = 'contact-messages' | 'registrations'

/** Sets an entry's read state; the cached list and detail show it at once (and go back if the API refuses). */
export function useMarkRead(kind: InboxKind) {
  const queryClient = useQueryClient()
  type Entry = { id: string; read: boolean }
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } }),
    onMutate: async ({ id, read }) => {
      await queryClient.cancelQueries({ queryKey: [kind] })
      const before = queryClient.getQueriesData<Entry | Entry[]>({ queryKey: [kind] })
      const mark = (entry: Entry) => (entry.id === id ? { ...entry, read } : entry)
      queryClient.setQueriesData<Entry | Entry[]>({ queryKey: [kind] }, (data) =>
        Array.isArray(data) ? data.map(mark) : data && mark(data),
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
    mutationFn: (id: string) => apiRequest(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const before = queryClient.getQueriesData<{ id: string }[]>({ queryKey: listKey })
      queryClient.setQueriesData<{ id: string }[]>({ queryKey: listKey }, (list) => list?.filter((entry) => entry.id !== id))
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
