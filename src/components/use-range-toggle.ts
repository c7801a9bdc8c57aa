import { useCallback, useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react'

export type Selected = ReadonlySet<string>
/** `extend`: a shift-click, which sets every item from the one toggled last to this one alike. */
export type RangeToggle = (id: string, extend: boolean) => void

/** Whether a checkbox's change extends the range: Shift held on the click, or on the Space that clicked it. */
export const extendsRange = (event: { nativeEvent: Event }) => (event.nativeEvent as MouseEvent).shiftKey === true

/**
 * Toggles one item of a selection (items in the order shown), or, on a shift-click as in a file manager, the whole
 * run from the item toggled last to this one, all set as the clicked one becomes. Stable across renders, so
 * memoised rows are not rendered again.
 */
export function useRangeToggle(items: readonly { id: string }[], setSelected: Dispatch<SetStateAction<Selected>>): RangeToggle {
  const latest = useRef(items)
  useLayoutEffect(() => {
    latest.current = items
  })
  const anchor = useRef<string | null>(null)
  return useCallback(
    (id, extend) => {
      // Read on a click, not on every render.
      const ids = latest.current.map((item) => item.id)
      const from = extend && anchor.current !== null ? ids.indexOf(anchor.current) : -1
      const to = ids.indexOf(id)
      const range = from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id]
      anchor.current = id
      setSelected((current) => {
        const next = new Set(current)
        const select = !current.has(id)
        for (const one of range) {
          if (select) next.add(one)
          else next.delete(one)
        }
        return next
      })
    },
    [setSelected],
  )
}
