import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import type * as s from '../schemas'
import { documentResource, listResource } from './content'

export const trainers = listResource('trainers', '/trainers', (s) => s.trainerSchema)
export const trainingTestimonials = listResource('training-testimonials', '/training-testimonials', (s) => s.trainingTestimonialSchema)
export const trainingPackages = listResource('training-packages', '/training-packages', (s) => s.trainingPackageSchema)
export const curriculumModules = listResource('curriculum-modules', '/curriculum-modules', (s) => s.curriculumModuleSchema)
export const trainingProgram = documentResource('training-program', '/training-program', (s) => s.trainingProgramSchema)

const sessionKeys = createQueryKeys('training-sessions')

export const trainingSessions = {
  keys: sessionKeys,
  list: () =>
    queryOptions({
      queryKey: sessionKeys.list(),
      queryFn: ({ signal }) => apiRequest('/training-sessions', { schema: (s) => s.trainingSessionSchema.array(), signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: sessionKeys.detail(id),
      queryFn: ({ signal }) =>
        apiRequest(`/training-sessions/${encodeURIComponent(id)}`, { schema: (s) => s.trainingSessionSchema, signal }),
    }),
}

export const useTrainingSessions = () => useQuery(trainingSessions.list())
export const useTrainingSession = (id: string) => useQuery(trainingSessions.detail(id))

export function useSaveTrainingSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: s.TrainingSessionInput }) =>
      apiRequest(id ? `/training-sessions/${encodeURIComponent(id)}` : '/training-sessions', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: (s) => s.trainingSessionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}

export function useDeleteTrainingSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/training-sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // The deleted session's detail is dropped, not refetched (that would be a 404).
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: sessionKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: sessionKeys.lists() })
    },
  })
}
