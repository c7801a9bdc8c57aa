import { MAIN_MENU_ID, menus } from '../api/resources/menus'
import type { MenuItem } from '../api/schemas'
import { PRERENDER_DATA_ID } from '../lib/prerendered'

/** The last main menu this browser loaded, kept so the header still navigates when the menu request fails. */
export const MAIN_MENU_KEY = 'sunharvest-main-menu'

// Kept free of zod (the header renders before the schemas load): a light check of what storage or the page holds.
const isText = (value: unknown): value is string => typeof value === 'string'
function isMenuItem(value: unknown, depth = 0): value is MenuItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  if (!isText(item.id) || !isText(item.title) || !isText(item.url)) return false
  if (item.target !== undefined && item.target !== '_self' && item.target !== '_blank') return false
  return item.children === undefined || (depth === 0 && isMenuItems(item.children, 1))
}
const isMenuItems = (value: unknown, depth = 0): value is MenuItem[] =>
  Array.isArray(value) && value.every((item) => isMenuItem(item, depth))

function parse(text: string | null | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined // Storage blocked.
  }
}

export function rememberMainMenu(items: MenuItem[]): void {
  try {
    storage()?.setItem(MAIN_MENU_KEY, JSON.stringify(items))
  } catch {
    // Storage full or blocked: the header works without its fallback.
  }
}

/** The main menu embedded in a prerendered page's data (the seed the page was built from), if any. */
function seededMainMenu(): MenuItem[] | undefined {
  if (typeof document === 'undefined') return undefined
  const state = parse(document.getElementById(PRERENDER_DATA_ID)?.textContent) as
    { queries?: { queries?: { queryKey?: unknown; state?: { data?: { items?: unknown } } }[] } } | undefined
  const key = JSON.stringify(menus.detail(MAIN_MENU_ID).queryKey)
  const items = state?.queries?.queries?.find((query) => JSON.stringify(query.queryKey) === key)?.state?.data?.items
  return isMenuItems(items) ? items : undefined
}

/** The last main menu loaded in this browser, else the one the page was prerendered with. */
export function knownMainMenu(): MenuItem[] | undefined {
  const stored = parse(storage()?.getItem(MAIN_MENU_KEY))
  return isMenuItems(stored) ? stored : seededMainMenu()
}
