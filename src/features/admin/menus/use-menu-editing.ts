import type { DropResult } from '@hello-pangea/dnd'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { menus, useSaveMenuItems } from '../../../api/resources/menus'
import type { Menu, MenuChild, MenuItem } from '../../../api/schemas'
import { keepItemDraftOn401, menuItemDraftKey, rowWithDraft, type ItemFields } from './menu-item-draft'
import { findPlace, insertItem, moveWithin, newMenuItem, removeItem, replaceItem, siblingsOf } from './menu-tree'
import { showUndoToast } from './undo-toast'
import { focusFirst, focusKey, useFocusRequest } from './use-focus-request'

export const ROOT_DROPPABLE = 'menu-items'
export const CHILDREN_DROPPABLE = 'children:'

/**
 * The editing state of one menu: which row is open (at most one), a new row not saved yet, and every change
 * (save of a row, delete, undo, reorder) sent to the API at once. A row whose save met the end of the session opens
 * again with what was typed.
 */
export function useMenuEditing(menu: Menu) {
  const save = useSaveMenuItems()
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const [restored] = useState(() => rowWithDraft(pathname, menu))
  const [editingId, setEditingId] = useState<string | null>(restored?.id ?? null)
  const [pending, setPending] = useState<MenuItem | null>(restored?.pending ?? null)
  const [announcement, setAnnouncement] = useState('')
  /** What was typed into a row whose save failed: the reopened form starts from it. */
  const [draft, setDraft] = useState<{ id: string; fields: ItemFields } | null>(null)
  const items = menu.items
  const requestFocus = useFocusRequest(items)
  const rows = pending ? [...items, pending] : items

  const commit = (next: MenuItem[], onError?: (error: Error) => void): Promise<Menu | undefined> =>
    save.mutateAsync({ id: menu.id, items: next }).catch((error: Error) => {
      onError?.(error)
      notifications.show({
        color: 'red.9',
        title: 'The menu was not saved',
        message: `${error.message} The menu is shown as it is saved; an item you were editing stays open.`,
      })
      return undefined
    })

  const add = () => {
    const item = newMenuItem(items)
    setPending(item)
    setEditingId(item.id)
  }

  const edit = (id: string) => {
    setPending(null)
    setDraft(null)
    setEditingId(id)
  }

  const close = (id: string) => {
    const wasNew = pending?.id === id
    setPending(null)
    setDraft(null)
    setEditingId(null)
    requestFocus(wasNew ? [focusKey('add'), focusKey('add-first')] : [focusKey('edit', id)])
  }

  const saveItem = (id: string, fields: ItemFields) => {
    const newItem = pending?.id === id ? pending : null
    const next = newItem ? [...items, { ...newItem, ...fields }] : replaceItem(items, id, fields)
    let sessionEnded = false
    const keepOn401 = (error: Error) => {
      sessionEnded = keepItemDraftOn401(error, pathname, menu.id, id, fields)
    }
    void commit(next, keepOn401).then((saved) => {
      // Announced once the API has answered (the change is stored), not while it is on its way.
      if (saved) return setAnnouncement(`${fields.title} saved.`)
      // The session ended: the row opens with its draft after signing in, not on this screen that is closing.
      if (sessionEnded) return
      // Failed: the form comes back with what was typed.
      if (newItem) setPending(newItem)
      setDraft({ id, fields })
      setEditingId(id)
    })
    setPending(null)
    setDraft(null)
    setEditingId(null)
    requestFocus([focusKey('edit', id)], items)
  }

  const remove = (item: MenuChild) => {
    const place = findPlace(items, item.id)
    if (!place) return
    const siblings = siblingsOf(items, place.parentId)
    const neighbours = [siblings[place.index + 1], siblings[place.index - 1]].filter(Boolean) as MenuChild[]
    void commit(removeItem(items, item.id)).then((saved) => {
      if (saved) showUndoToast({ item, menuName: menu.name, onUndo: () => restore(item, place.parentId, place.index) })
    })
    requestFocus(
      [
        ...neighbours.map((row) => focusKey('delete', row.id)),
        ...(place.parentId ? [focusKey('edit', place.parentId)] : []),
        focusKey('add'),
        focusKey('add-first'),
      ],
      items,
    )
  }

  /** Undo of a delete: puts the row back where it was, in the menu as it is cached at that moment. */
  const restore = (item: MenuChild, parentId: string | null, index: number) => {
    const current = queryClient.getQueryData(menus.detail(menu.id).queryKey)?.items ?? items
    if (findPlace(current, item.id)) return
    void commit(insertItem(current, item, { parentId, index })).then((saved) => {
      if (saved) setAnnouncement(`${item.title} restored.`)
      requestAnimationFrame(() => focusFirst([focusKey('edit', item.id)]))
    })
  }

  const move = (item: MenuChild, delta: -1 | 1) => {
    const place = findPlace(items, item.id)
    if (!place) return
    const size = siblingsOf(items, place.parentId).length
    const next = moveWithin(items, place.parentId, place.index, place.index + delta)
    if (next === items) return
    void commit(next)
    setAnnouncement(`${item.title} moved to position ${place.index + delta + 1} of ${size}.`)
    const [first, second] = delta < 0 ? ['up', 'down'] : ['down', 'up']
    requestFocus([focusKey(first, item.id), focusKey(second, item.id)], items)
  }

  /** Dropping outside a list, or where the row started, changes nothing. */
  const drop = ({ source, destination }: DropResult) => {
    if (!destination || destination.droppableId !== source.droppableId || destination.index === source.index) return
    const parentId = source.droppableId === ROOT_DROPPABLE ? null : source.droppableId.slice(CHILDREN_DROPPABLE.length)
    const last = siblingsOf(items, parentId).length - 1
    const next = moveWithin(items, parentId, source.index, Math.min(destination.index, last))
    if (next !== items) void commit(next)
  }

  const formValues = (item: MenuChild): MenuChild => (draft?.id === item.id ? { ...item, ...draft.fields } : item)

  return {
    rows,
    editingId,
    pendingId: pending?.id ?? null,
    announcement,
    add,
    edit,
    close,
    saveItem,
    remove,
    move,
    drop,
    formValues,
    draftKey: (id: string) => menuItemDraftKey(menu.id, id),
  }
}

/** What the menu editor's lists and rows get from the hook. */
export type MenuEditing = ReturnType<typeof useMenuEditing>
