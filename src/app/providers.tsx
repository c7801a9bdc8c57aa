import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { useMounted } from '../lib/use-mounted'
import { cssVariablesResolver, theme } from './theme'

const NotificationsHost = lazy(() => import('./notifications-host'))

/**
 * Toasts render nothing until one is shown, so their code loads after the first commit instead of with the
 * page. `notifications.show()` before then is queued by Mantine's store and appears once the host mounts.
 */
function DeferredNotifications() {
  return useMounted() ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  )
}
