import { useIsMutating } from '@tanstack/react-query'
import { useEffect } from 'react'

/** While `active`, a reload, closing the tab or typing another address asks first (the browser's own prompt). */
export function usePreventUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active])
}

/**
 * The admin area's one guard for writes: while any save, delete or upload waits for the API's answer (the change
 * is not stored yet), leaving the page asks first.
 */
export function usePendingWritesGuard(): void {
  usePreventUnload(useIsMutating() > 0)
}
