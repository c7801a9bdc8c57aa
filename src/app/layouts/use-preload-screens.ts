import { useEffect } from 'react'

/**
 * The sidebar's heaviest screens (about 25 chunks each on first open): the same chunks their routes load lazily
 * (route-kit.tsx), named here so that the public pages' route table stays as it is.
 */
const PRELOADED = Object.values(
  import.meta.glob([
    '../../features/admin/collections/collection-page.tsx',
    '../../features/admin/media/media-page.tsx',
    '../../features/admin/pages/pages-page.tsx',
  ]),
)

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
    const preload = (loads: (() => Promise<unknown>)[]) => {
      const [load, ...rest] = loads
      if (cancelled || !load) return
      idle(() => void load().then(() => preload(rest), () => undefined))
    }
    preload(PRELOADED)
    return () => {
      cancelled = true
    }
  }, [])
}
