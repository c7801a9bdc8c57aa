import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './list-items'

export const activityKeys = createQueryKeys('activity')

export const activity = {
  keys: activityKeys,
  recent: (limit = 5) =>
    queryOptions({
      queryKey: activityKeys.list({ limit }),
      queryFn: ({ signal }) => listItems('/activity', (s) => s.activitySchema, { signal, pageSize: limit }),
    }),
}

export const useRecentActivity = (limit?: number) => useQuery(activity.recent(limit))

/** Restores every collection to the seed; every cached query is stale afterwards. */
export function useResetDemo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/demo/reset', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
