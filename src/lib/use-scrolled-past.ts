import { useEffect, useState } from 'react'

/** Whether the window is scrolled further down than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    addEventListener('scroll', update, { passive: true })
    addEventListener('resize', update, { passive: true })
    return () => {
      removeEventListener('scroll', update)
      removeEventListener('resize', update)
    }
  }, [threshold])
  return past
}
