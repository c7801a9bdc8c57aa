import { useCallback, useMemo, useState } from 'react'

/** A set of selected ids: toggle one, select or unselect many, clear. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set())

  const toggle = useCallback((id: string, on: boolean) => {
    setIds((prev) => {
      const next = new Set(prev)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

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
