import { useCallback, useState } from 'react'

/** The hero advances every 5 s with a 1 s fade (docs/decisions/009-toasts-and-hero-timing.md). */
export const HERO_AUTO_ADVANCE_MS = 5000
export const HERO_FADE_MS = 1000

/** An index over `count` items that wraps at both ends. */
export function useSlideshow(count: number) {
  const [rawIndex, setRawIndex] = useState(0)
  const index = count > 0 ? rawIndex % count : 0
  const goTo = useCallback((target: number) => setRawIndex(count > 0 ? ((target % count) + count) % count : 0), [count])
  const next = useCallback(() => setRawIndex((current) => (count > 0 ? (current + 1) % count : 0)), [count])
  const previous = useCallback(() => setRawIndex((current) => (count > 0 ? (current - 1 + count) % count : 0)), [count])
  return { index, goTo, next, previous }
}
