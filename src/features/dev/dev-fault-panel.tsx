import { lazy, Suspense } from 'react'
import { MOCK_ENABLED } from '../../api/config'

/**
 * The fault panel in development builds with the mock API; nothing at all in production. The constant
 * condition lets the bundler drop the import, so the panel never reaches a production build.
 */
const FaultPanel =
  import.meta.env.DEV && MOCK_ENABLED
    ? lazy(() => import('./fault-panel').then((module) => ({ default: module.FaultPanel })))
    : null

export function DevFaultPanel() {
  if (!FaultPanel) return null
  return (
    <Suspense fallback={null}>
      <FaultPanel />
    </Suspense>
  )
}
