import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import type * as s from '../schemas'
import { activityKeys } from './activity'

const siteKeys = createQueryKeys('site-settings')
const userKeys = createQueryKeys('user-settings')

export const siteSettings = {
  keys: siteKeys,
  detail: () =>
    queryOptions({
      queryKey: siteKeys.all,
      queryFn: ({ signal }) => apiRequest('/settings/site', { schema: (s) => s.siteSettingsSchema, signal }),
    }),
}
export const userSettings = {
  keys: userKeys,
  detail: () =>
    queryOptions({
      queryKey: userKeys.all,
      queryFn: ({ signal }) => apiRequest('/settings/user', { schema: (s) => s.userSettingsSchema, signal }),
    }),
}

export const useSiteSettings = () => useQuery(siteSettings.detail())
export const useUserSettings = (enabled = true) => useQuery({ ...userSettings.detail(), enabled })

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Partial<s.SiteSettings>) =>
      apiRequest('/settings/site', { method: 'PATCH', body: input, schema: (s) => s.siteSettingsSchema }),
    onSuccess: (settings) => {
      queryClient.setQueryData(siteKeys.all, settings)
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.UserSettingsInput) =>
      apiRequest('/settings/user', { method: 'PUT', body: input, schema: (s) => s.userSettingsSchema }),
    onSuccess: (settings) => {
      queryClient.setQueryData(userKeys.all, settings)
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: s.PasswordChange) => apiRequest('/settings/password', { method: 'POST', body: input }),
  })
}
