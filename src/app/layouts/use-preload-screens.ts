import { useEffect } from 'react'
import { preloadScreen } from '../route-kit'

/** The sidebar's heaviest screens (about 25 chunks each on first open). */
const PRELOADED = ['admin/collections/collection-page', 'admin/media/media-page', 'admin/pages/pages-page']

/**
 * Once the admin has shown its first screen and the browser is idle, the other screens' chunks load one by one, so a
 * click in the sidebar waits for the screen's data only.
 */
export function usePreloadScreens(): void {
  useEffect(() => {
    // A development server compiles each module on request: preloading would compile three screens at every reload.
    if (!import.meta.env.PROD) return
    let cancelled = false
    const idle = (next: () => void) =>
      'requestIdleCallback' in window ? requestIdleCallback(next, { timeout: 3000 }) : setTimeout(next, 500)
    const preload = (files: string[]) => {
      const [file, ...rest] = files
      if (cancelled || !file) return
      idle(() => void preloadScreen(file).then(() => preload(rest), () => undefined))
    }
    preload(PRELOADED)
    return () => {
      cancelled = true
    }
  }, [])
}
