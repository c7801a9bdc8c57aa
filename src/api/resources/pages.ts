import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './collection'
import type * as s from '../schemas'
import { activityKeys } from './activity'

const keys = createQueryKeys('pages')

export const pages = {
  keys,
  list: () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => listItems('pages', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiCall('getPage', { params: { id }, signal }),
    }),
}

export const usePages = () => useQuery(pages.list())
export const usePage = (id: string) => useQuery(pages.detail(id))

export function useUpdatePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<s.PageInput> }) =>
      apiCall('updatePage', { params: { id }, body: input }),
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
    mutationFn: (input: s.PageCreate) => apiCall('createPage', { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all })
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}
