import { MantineProvider } from '@mantine/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FaultPanel } from './fault-panel'

/**
 * Mounts the fault panel in a root of its own, outside the app (development builds only, from mocks/start.ts):
 * the app knows nothing of it, and the panel works on every screen, error screens included. Mantine's default theme:
 * a developer's tool, not the site's look.
 */
export function mountFaultPanel(): void {
  const host = document.createElement('div')
  host.id = 'mock-fault-panel'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <MantineProvider defaultColorScheme="light">
        <FaultPanel />
      </MantineProvider>
    </StrictMode>,
  )
}
