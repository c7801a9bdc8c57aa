import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import type * as s from '../schemas'
import { collectionResource, documentResource } from './collection'

export const trainers = collectionResource('trainers')
export const trainingTestimonials = collectionResource('trainingTestimonials')
export const trainingPackages = collectionResource('trainingPackages')
export const curriculumModules = collectionResource('curriculumModules')
export const trainingProgram = documentResource('trainingProgram')
export const trainingSessions = collectionResource('trainingSessions')
const sessionKeys = trainingSessions.keys

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
