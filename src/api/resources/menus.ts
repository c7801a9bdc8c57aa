import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../client'
import { createQueryKeys } from '../query-keys'
import { listItems } from './collection'
import type * as s from '../schemas'
import { activityKeys } from './activity'

const keys = createQueryKeys('menus')
/** Every save of menu items carries this key; the saves run one after another (one mutation scope). */
const saveKey = [...keys.all, 'save'] as const

export const MAIN_MENU_ID = 'main-menu'
export const FOOTER_MENU_ID = 'footer-menu'

export const menus = {
  keys,
  saveKey,
  list: () =>
    queryOptions({
      queryKey: keys.list(),
      queryFn: ({ signal }) => listItems('menus', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => apiCall('getMenu', { params: { id }, signal }),
    }),
}

export const useMenus = () => useQuery(menus.list())
export const useMenu = (id: string) => useQuery(menus.detail(id))
/** True while a save of menu items is under way or queued. */
export const useIsSavingMenu = () => useIsMutating({ mutationKey: saveKey }) > 0

/**
 * Replaces the items of a menu. The cached menu changes at once (optimistic), so the editor and the public
 * navigation bar and footer show the change before the answer; saves run in order, and a failed save refetches
 * the menu so the screen shows what the server holds.
 */
export function useSaveMenuItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: saveKey,
    scope: { id: 'menus-save' },
    mutationFn: ({ id, items }: { id: string; items: s.MenuItem[] }) =>
      apiCall('updateMenu', { params: { id }, body: { items } }),
    onMutate: ({ id, items }) => {
      void queryClient.cancelQueries({ queryKey: keys.detail(id) })
      queryClient.setQueryData(keys.detail(id), (menu) => (menu ? { ...menu, items } : menu))
    },
    onSuccess: (menu) => {
      // A later save is queued: its optimistic items are newer than this answer.
      if (queryClient.isMutating({ mutationKey: saveKey }) <= 1) queryClient.setQueryData(keys.detail(menu.id), menu)
      void queryClient.invalidateQueries({ queryKey: keys.lists() })
      void queryClient.invalidateQueries({ queryKey: activityKeys.all })
    },
    onError: (_error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) })
    },
  })
}
