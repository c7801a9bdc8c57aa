import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './collection'

export const activityKeys = createQueryKeys('activity')

export const activity = {
  keys: activityKeys,
  recent: (limit = 5) =>
    queryOptions({
      queryKey: activityKeys.list({ limit }),
      queryFn: ({ signal }) => listItems('activity', { signal, pageSize: limit }),
    }),
}

export const useRecentActivity = (limit?: number) => useQuery(activity.recent(limit))

/** Restores every collection to the seed; every cached query is stale afterwards. */
export function useResetDemo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('resetDemo'),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
