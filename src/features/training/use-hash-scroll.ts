import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

const MAX_FRAMES = 90
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Scrolls to the element the URL's hash names, on load and on every navigation (links on this page and from
 * other pages), once the content above it has loaded so it will not move; focus follows, so keyboard and screen
 * reader users continue from there. A person who scrolls, clicks or types while the content is still loading
 * keeps their place and their focus.
 */
export function useHashScroll(ready: boolean) {
  const { hash, key } = useLocation()
  const interacted = useRef(false)

  // Each navigation starts afresh; any interaction after it cancels the pending jump.
  useEffect(() => {
    interacted.current = false
    const onInteraction = () => {
      interacted.current = true
    }
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true })
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true })
    }
  }, [key])

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!ready || !id) return
    let frame = 0
    let frames = 0
    const attempt = () => {
      if (interacted.current) return
      const target = document.getElementById(id)
      if (target) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        target.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
        if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true })
        return
      }
      frames += 1
      if (frames < MAX_FRAMES) frame = requestAnimationFrame(attempt)
    }
    frame = requestAnimationFrame(attempt)
    return () => cancelAnimationFrame(frame)
  }, [hash, key, ready])
}
