import { useCallback, useMemo, useState } from 'react'
import { useRangeToggle, type Selected } from '../../../components/use-range-toggle'

/**
 * A set of selected ids: toggle one (a shift-click toggles the run from the item clicked last, in the order of
 * `items`, the page shown), select or unselect many, clear.
 */
export function useSelection(items: readonly { id: string }[]) {
  const [ids, setIds] = useState<Selected>(() => new Set())
  const toggle = useRangeToggle(items, setIds)

  const setMany = useCallback((many: string[], on: boolean) => {
    setIds((prev) => {
      const next = new Set(prev)
      for (const id of many) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }, [])

  const clear = useCallback(() => setIds(new Set()), [])

  return useMemo(() => ({ ids, toggle, setMany, clear, has: (id: string) => ids.has(id) }), [ids, toggle, setMany, clear])
}

export type Selection = ReturnType<typeof useSelection>
