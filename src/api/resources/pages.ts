import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './list-items'
import type * as s from '../schemas'
import { activityKeys } from './activity'

const keys = createQueryKeys('pages')

export const pages = {
  keys,
  list: () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => listItems('/pages', (s) => s.pageSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/pages/${encodeURIComponent(id)}`, { schema: (s) => s.pageSchema, signal }),
    }),
}

export const usePages = () => useQuery(pages.list())
export const usePage = (id: string) => useQuery(pages.detail(id))

export function useUpdatePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<s.PageInput> }) =>
      apiRequest(`/pages/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: (s) => s.pageSchema }),
    onSuccess: (page) => {
      queryClient.setQueryData(keys.detail(page.id), page)
      void queryClient.invalidateQueries({ queryKey: keys.lists() })
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}

export function useCreatePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.PageCreate) => apiRequest('/pages', { method: 'POST', body: input, schema: (s) => s.pageSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all })
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}
