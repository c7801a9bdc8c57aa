import type { MenuChild, MenuItem } from '../../../api/schemas'

/** Where a row lives: the top level (parentId null) or the children of one item. */
export interface ItemPlace {
  parentId: string | null
  index: number
}

/** The siblings of the list a row lives in. */
export function siblingsOf(items: MenuItem[], parentId: string | null): MenuChild[] {
  if (parentId === null) return items
  return items.find((item) => item.id === parentId)?.children ?? []
}

export function findPlace(items: MenuItem[], id: string): ItemPlace | null {
  const index = items.findIndex((item) => item.id === id)
  if (index >= 0) return { parentId: null, index }
  for (const parent of items) {
    const childIndex = (parent.children ?? []).findIndex((child) => child.id === id)
    if (childIndex >= 0) return { parentId: parent.id, index: childIndex }
  }
  return null
}

/** Applies a change to one list of siblings (the top level or the children of one item). */
function changeList(items: MenuItem[], parentId: string | null, change: (list: MenuChild[]) => MenuChild[]): MenuItem[] {
  if (parentId === null) return change(items) as MenuItem[]
  return items.map((item) => (item.id === parentId ? { ...item, children: change(item.children ?? []) } : item))
}

/** Moves the row at `from` to `to` within one list; anything out of range changes nothing. */
export function moveWithin(items: MenuItem[], parentId: string | null, from: number, to: number): MenuItem[] {
  const size = siblingsOf(items, parentId).length
  if (from === to || from < 0 || to < 0 || from >= size || to >= size) return items
  return changeList(items, parentId, (list) => {
    const next = [...list]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    return next
  })
}

/** Replaces the title, url and target of one row, keeping its id and children. */
export function replaceItem(items: MenuItem[], id: string, fields: Pick<MenuChild, 'title' | 'url' | 'target'>): MenuItem[] {
  const place = findPlace(items, id)
  if (!place) return items
  return changeList(items, place.parentId, (list) => list.map((row) => (row.id === id ? { ...row, ...fields } : row)))
}

export function removeItem(items: MenuItem[], id: string): MenuItem[] {
  const place = findPlace(items, id)
  if (!place) return items
  return changeList(items, place.parentId, (list) => list.filter((row) => row.id !== id))
}

/** Puts a row back at its place (or at the end of its list when the list got shorter). */
export function insertItem(items: MenuItem[], item: MenuChild | MenuItem, place: ItemPlace): MenuItem[] {
  if (place.parentId !== null && !items.some((parent) => parent.id === place.parentId)) return items
  return changeList(items, place.parentId, (list) => {
    const next = [...list]
    next.splice(Math.min(place.index, next.length), 0, item)
    return next
  })
}

const allIds = (items: MenuItem[]) => new Set(items.flatMap((item) => [item.id, ...(item.children ?? []).map((c) => c.id)]))

/** The spec's new row: 'New Item' at '/', with an id based on the current time (unique within the menu). */
export function newMenuItem(items: MenuItem[], now = Date.now()): MenuItem {
  const taken = allIds(items)
  let id = `item-${now}`
  for (let n = 2; taken.has(id); n += 1) id = `item-${now}-${n}`
  return { id, title: 'New Item', url: '/', target: '_self' }
}
