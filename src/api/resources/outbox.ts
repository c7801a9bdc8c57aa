import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'

const outboxKeys = createQueryKeys('outbox')
export const OUTBOX_PAGE_SIZE = 20

export const outbox = {
  keys: outboxKeys,
  page: (page: number) =>
    queryOptions({
      queryKey: outboxKeys.list({ page }),
      queryFn: ({ signal }) =>
        apiRequest(`/outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`, { schema: (s) => s.outboxPageSchema, signal }),
    }),
}

/** A page of the outbox, newest first; the previous page stays on screen while the next one loads. */
export const useOutboxPage = (page: number) => useQuery({ ...outbox.page(page), placeholderData: keepPreviousData })

/** Puts an e-mail back in the queue; the list is read again after. */
export function useResendMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST', schema: (s) => s.outboxMailSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  })
}
