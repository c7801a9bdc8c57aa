import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
import { createQueryKeys } from '../query-keys'

const outboxKeys = createQueryKeys('outbox')
export const OUTBOX_PAGE_SIZE = 20

export const outbox = {
  keys: outboxKeys,
  page: (page: number) =>
    queryOptions({
      queryKey: outboxKeys.list({ page }),
      queryFn: ({ signal }) => apiCall('listOutbox', { query: { page, pageSize: OUTBOX_PAGE_SIZE }, signal }),
    }),
}

/** A page of the outbox, newest first; the previous page stays on screen while the next one loads. */
export const useOutboxPage = (page: number) => useQuery({ ...outbox.page(page), placeholderData: keepPreviousData })

/** Puts an e-mail back in the queue; the list is read again after. */
export function useResendMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiCall('resendOutboxMail', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  })
}
