import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { MAIN_MENU_ID, menus } from '../api/resources/menus'
import { knownMainMenu, rememberMainMenu } from './known-main-menu'

/**
 * The header's menu items. Every menu the API returns is remembered; until it answers, and when it fails, the
 * header shows the last known menu (or the one the page was prerendered with). With none known, `failed` says
 * the header has no navigation, and `retry` asks again.
 */
export function useMainMenu() {
  const query = useQuery(menus.detail(MAIN_MENU_ID))
  const fetched = query.data?.items
  useEffect(() => {
    if (fetched) rememberMainMenu(fetched)
  }, [fetched])
  const needsFallback = fetched === undefined
  const fallback = useMemo(() => (needsFallback ? knownMainMenu() : undefined), [needsFallback])
  const items = fetched ?? fallback
  return {
    items: items ?? [],
    // A retry puts the query back to pending; the message stays (with a busy button) until the menu arrives.
    failed: items === undefined && query.errorUpdateCount > 0,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  }
}
