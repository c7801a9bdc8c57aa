import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import * as s from '../schemas'
import { trainingSessions } from './training'

const messageKeys = createQueryKeys('contact-messages')
const registrationKeys = createQueryKeys('registrations')

export const contactMessages = {
  keys: messageKeys,
  list: () =>
    queryOptions({
      queryKey: messageKeys.list(),
      queryFn: ({ signal }) => apiRequest('/contact-messages', { schema: z.array(s.contactMessageSchema), signal }),
    }),
}
export const registrations = {
  keys: registrationKeys,
  list: () =>
    queryOptions({
      queryKey: registrationKeys.list(),
      queryFn: ({ signal }) => apiRequest('/registrations', { schema: z.array(s.registrationSchema), signal }),
    }),
}

export const useContactMessages = () => useQuery(contactMessages.list())
export const useRegistrations = () => useQuery(registrations.list())

export function useSendContactMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.ContactInput) =>
      apiRequest('/contact-messages', { method: 'POST', body: input, schema: s.contactMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}

export function useRegisterForTraining() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.RegistrationInput) =>
      apiRequest('/registrations', { method: 'POST', body: input, schema: s.registrationSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all })
      void queryClient.invalidateQueries({ queryKey: trainingSessions.keys.all })
    },
  })
}

type InboxKind = 'contact-messages' | 'registrations'

export function useMarkRead(kind: InboxKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { read } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  })
}

export function useDeleteInboxItem(kind: InboxKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  })
}
