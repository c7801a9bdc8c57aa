import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import type * as s from '../schemas'
import { activityKeys } from './activity'
import { pages } from './pages'

const keys = createQueryKeys('media')

export const media = {
  keys,
  list: () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest('/media', { schema: (s) => s.mediaItemSchema.array(), signal }),
    }),
}

export const useMedia = () => useQuery(media.list())

function useInvalidateMedia() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.all })
    void queryClient.invalidateQueries({ queryKey: activityKeys.all })
  }
}

export function useUploadMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: (input: s.MediaUpload) => apiRequest('/media', { method: 'POST', body: input, schema: (s) => s.mediaItemSchema }),
    onSuccess: invalidate,
  })
}

export function useUpdateMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: z.infer<typeof s.mediaUpdateSchema> }) =>
      apiRequest(`/media/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: (s) => s.mediaItemSchema }),
    onSuccess: invalidate,
  })
}

export function useDeleteMedia() {
  const invalidate = useInvalidateMedia()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/media/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      invalidate()
      void queryClient.invalidateQueries({ queryKey: pages.keys.all })
    },
  })
}
