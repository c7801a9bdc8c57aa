import { ApiError } from '../../../api/client'
import type { Menu, MenuChild, MenuItem } from '../../../api/schemas'
import { draftIds, keepDraft } from '../forms/draft-store'
import { findPlace, newMenuItem } from './menu-tree'

/** What the item form edits. */
export type ItemFields = Pick<MenuChild, 'title' | 'url' | 'target'>

const draftPrefix = (menuId: string) => `menu-item:${menuId}:`

/** The draft key of a row's edit form (see useDraftRecovery). */
export const menuItemDraftKey = (menuId: string, itemId: string): string => draftPrefix(menuId) + itemId

/** A row's fields as its edit form holds them. */
export const toItemFormValues = ({ title, url, target }: ItemFields) => ({ title, url, newTab: target === '_blank' })

/**
 * A row's form closes as its save leaves; when the API refuses the save with 401 (the session ended), what was
 * typed is kept as the form's draft, and the row opens with it after signing in. True when it was kept.
 */
export function keepItemDraftOn401(error: unknown, path: string, menuId: string, itemId: string, fields: ItemFields): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false
  keepDraft(path, menuItemDraftKey(menuId, itemId), toItemFormValues(fields))
  return true
}

/** The row with a draft waiting on this screen: a stored row, or a new row (not in the menu) made again with its id. */
export function rowWithDraft(path: string, menu: Menu): { id: string; pending: MenuItem | null } | null {
  const id = draftIds(path, draftPrefix(menu.id))[0]
  if (!id) return null
  return { id, pending: findPlace(menu.items, id) ? null : { ...newMenuItem(menu.items), id } }
}
