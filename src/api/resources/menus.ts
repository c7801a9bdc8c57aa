import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../client'
import { createQueryKeys } from '../query-keys'
import * as s from '../schemas'
import { activityKeys } from './activity'

const keys = createQueryKeys('menus')

export const MAIN_MENU_ID = 'main-menu'
export const FOOTER_MENU_ID = 'footer-menu'

export const menus = {
  keys,
  list: () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => apiRequest('/menus', { schema: z.array(s.menuSchema), signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiRequest(`/menus/${encodeURIComponent(id)}`, { schema: s.menuSchema, signal }),
    }),
}

export const useMenus = () => useQuery(menus.list())
export const useMenu = (id: string) => useQuery(menus.detail(id))

export function useSaveMenuItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, items }: { id: string; items: s.MenuItem[] }) =>
      apiRequest(`/menus/${encodeURIComponent(id)}`, { method: 'PUT', body: { items }, schema: s.menuSchema }),
    onSuccess: (menu) => {
      queryClient.setQueryData(keys.detail(menu.id), menu)
      void queryClient.invalidateQueries({ queryKey: keys.lists() })
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
  })
}
