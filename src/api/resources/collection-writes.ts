import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../client'
import type { Collection } from '../registry/define'
import { activityKeys } from './activity'
import { adminQueries, type AnyRecord } from './collection-admin'

/**
 * The admin's writes to any collection of the registry (create, replace, delete, reorder, restore). Admin-only: the
 * public bundle never carries them. Each success invalidates the collection's keys (the public pages read the same
 * ones, so they show the change at once) and the activity log.
 */
function useInvalidate(collection: Collection) {
  const queryClient = useQueryClient()
  const { keys } = adminQueries(collection)
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ])
}

/** The fields a create or replace takes (no `order`, no `id` unless putting a record back). */
export const inputOf = (collection: Collection, record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(collection.input.shape)
      .filter((key) => key in record)
      .map((key) => [key, record[key]]),
  )

const itemPath = (collection: Collection, id: string) => `${collection.path}/${encodeURIComponent(id)}`

export function useSaveRecord(collection: Collection) {
  const invalidate = useInvalidate(collection)
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Record<string, unknown> }): Promise<AnyRecord> => {
      const schema = () => collection.entity as unknown as z.ZodType<AnyRecord>
      if (collection.kind === 'singleton') return apiRequest(collection.path, { method: 'PUT', body: input, schema })
      if (id) return apiRequest(itemPath(collection, id), { method: 'PUT', body: input, schema })
      return apiRequest(collection.path, { method: 'POST', body: input, schema })
    },
    onSuccess: () => invalidate(),
  })
}

export interface RemovedRecords {
  records: AnyRecord[]
  /** Every id in the collection's order before the delete (ordered collections), to put them back in place. */
  order?: string[]
}

export function useRemoveRecords(collection: Collection) {
  const invalidate = useInvalidate(collection)
  const queries = adminQueries(collection)
  return useMutation({
    mutationFn: async (records: AnyRecord[]): Promise<RemovedRecords> => {
      const order = collection.ordered ? (await queries.all()).map((r) => r.id) : undefined
      for (const record of records) await apiRequest(itemPath(collection, record.id), { method: 'DELETE' })
      return { records, order }
    },
    onSettled: () => invalidate(),
  })
}

/** Undo of a delete: the records are created again with their ids, and an ordered collection gets its order back. */
export function useRestoreRecords(collection: Collection) {
  const invalidate = useInvalidate(collection)
  const queries = adminQueries(collection)
  return useMutation({
    mutationFn: async ({ records, order }: RemovedRecords) => {
      for (const record of records)
        await apiRequest(collection.path, { method: 'POST', body: { ...inputOf(collection, record), id: record.id } })
      if (!order) return
      const now = (await queries.all()).map((r) => r.id)
      const kept = order.filter((id) => now.includes(id))
      await apiRequest(collection.path, {
        method: 'PATCH',
        body: { order: [...kept, ...now.filter((id) => !kept.includes(id))] },
      })
    },
    onSettled: () => invalidate(),
  })
}

/** Moves a record of an ordered collection to another place (an index in the whole, unfiltered list). */
export function useReorder(collection: Collection) {
  const invalidate = useInvalidate(collection)
  const queries = adminQueries(collection)
  return useMutation({
    scope: { id: `reorder-${collection.name}` },
    mutationFn: async ({ id, to }: { id: string; to: number }) => {
      const order = (await queries.all()).map((r) => r.id).filter((other) => other !== id)
      order.splice(Math.max(0, Math.min(to, order.length)), 0, id)
      await apiRequest(collection.path, { method: 'PATCH', body: { order } })
    },
    onSettled: () => invalidate(),
  })
}
