import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
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
      queryFn: ({ signal }) => apiCall('getSiteSettings', { signal }),
    }),
}
export const userSettings = {
  keys: userKeys,
  detail: () =>
    queryOptions({
      queryKey: userKeys.all,
      queryFn: ({ signal }) => apiCall('getUserSettings', { signal }),
    }),
}

export const useSiteSettings = () => useQuery(siteSettings.detail())
export const useUserSettings = (enabled = true) => useQuery({ ...userSettings.detail(), enabled })

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Partial<s.SiteSettings>) => apiCall('updateSiteSettings', { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(siteKeys.all, settings)
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: s.UserSettingsInput) => apiCall('updateUserSettings', { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(userKeys.all, settings)
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: s.PasswordChange) => apiCall('changePassword', { body: input }),
  })
}
