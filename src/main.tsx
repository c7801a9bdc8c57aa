import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { MOCK_ENABLED } from './api/config'
import { Providers } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'

async function startApiMock(): Promise<void> {
  if (!MOCK_ENABLED) return
  const { startMockApi } = await import('../mocks/browser')
  await startMockApi()
}

async function boot(): Promise<void> {
  await startApiMock()
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  )
}

void boot()
