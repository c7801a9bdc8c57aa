import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type * as s from '../schemas'
import { collectionResource, documentResource, removeRecord, saveRecord } from './collection'

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
    mutationFn: ({ id, input }: { id?: string; input: s.TrainingSessionInput }) => saveRecord('trainingSessions', id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}

export function useDeleteTrainingSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => removeRecord('trainingSessions', id),
    // The deleted session's detail is dropped, not refetched (that would be a 404).
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: sessionKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: sessionKeys.lists() })
    },
  })
}
