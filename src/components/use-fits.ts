import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether `content` (laid out at its natural width) fits in `slot`, kept current as either changes size. A slot
 * that is not displayed reports that its content fits.
 */
export function useFits<S extends HTMLElement, C extends HTMLElement>() {
  const slot = useRef<S>(null)
  const content = useRef<C>(null)
  const [fits, setFits] = useState(true)
  useLayoutEffect(() => {
    const slotElement = slot.current
    const contentElement = content.current
    if (!slotElement || !contentElement || typeof ResizeObserver === 'undefined') return
    const measure = () => setFits(contentElement.offsetWidth <= slotElement.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(slotElement)
    observer.observe(contentElement)
    return () => observer.disconnect()
  }, [])
  return { slot, content, fits }
}
