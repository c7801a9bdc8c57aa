import { useEffect, useRef } from 'react'

/** The value of `data-focus-key` on the editor's buttons: "edit:main-blog", "up:main-blog", "add". */
export const focusKey = (action: string, id?: string) => (id ? `${action}:${id}` : action)

/** Focuses the first enabled element among the given focus keys. */
export function focusFirst(keys: string[]): boolean {
  for (const key of keys) {
    const element = document.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)
    if (element && !element.matches(':disabled')) {
      element.focus()
      return true
    }
  }
  return false
}

/**
 * Keeps keyboard focus where the user works after a row moves, closes or disappears. A request is carried out
 * after a render of the editor; one that comes with a change of the menu waits until the changed menu is on
 * screen (`version` is the menu's items: a new array after every change).
 */
export function useFocusRequest(version: unknown) {
  const request = useRef<{ keys: string[]; waitFor: unknown; renders: number } | null>(null)
  useEffect(() => {
    const current = request.current
    if (!current || (current.waitFor !== undefined && current.waitFor === version)) return
    // A saved new row can arrive a render later than the change.
    if (focusFirst(current.keys) || ++current.renders > 3) request.current = null
  })
  /** `changing`: the items as they are before the change that comes with this request. */
  return (keys: string[], changing?: unknown) => {
    request.current = { keys, waitFor: changing, renders: 0 }
  }
}
