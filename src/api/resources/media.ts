import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiCall } from '../client'
import { collectionResource } from './collection'
import type * as s from '../schemas'
import { activityKeys } from './activity'
import { pages } from './pages'

/** The media library: a list collection with its own routes (GET /media takes the list query). */
export const media = collectionResource('mediaItems', { entity: 'media' })
const keys = media.keys

/** The newest media items (up to 100): enough to mark the one in use; the library and the picker page on the server. */
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
    mutationFn: (input: s.MediaUpload) => apiCall('uploadMedia', { body: input }),
    onSuccess: invalidate,
  })
}

export function useUpdateMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: z.infer<typeof s.mediaUpdateSchema> }) =>
      apiCall('updateMediaItem', { params: { id }, body: input }),
    onSuccess: invalidate,
  })
}

export function useDeleteMedia() {
  const invalidate = useInvalidateMedia()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiCall('deleteMediaItem', { params: { id } }),
    onSuccess: () => {
      invalidate()
      void queryClient.invalidateQueries({ queryKey: pages.keys.all })
    },
  })
}
