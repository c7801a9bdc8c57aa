import { startTransition, useEffect, useState } from 'react'

/**
 * True once the component has mounted (false in the prerendered HTML and during hydration). Set in a transition,
 * so the render it causes is sliced like the hydration itself instead of one blocking task after it.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  return mounted
}
