import { useSyncExternalStore } from 'react'
import { lagosDay } from '../api/rules/training-schedule'

/**
 * The day prerendered HTML was rendered on. A server render uses it, and so does the client while it hydrates
 * that HTML: the markup matches whatever the date is now, and the page moves to today right after hydration.
 */
let renderedDay: string | undefined

export function setRenderedDay(day: string | undefined): void {
  renderedDay = day
}

const CHECK_EVERY_MS = 60_000

/** Re-reads the date every minute and when the tab comes back, so a page left open rolls over at midnight. */
function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, CHECK_EVERY_MS)
  document.addEventListener('visibilitychange', onChange)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onChange)
  }
}

const today = () => lagosDay()

/** Today's calendar date in Lagos, 'YYYY-MM-DD': what decides whether a training session is past. */
export const useToday = (): string => useSyncExternalStore(subscribe, today, () => renderedDay ?? today())
