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

interface ProvidersProps {
  queryClient: QueryClient
  /**
   * For unit tests in jsdom, which has no layout and works out the whole cascade again for each role query: Mantine's
   * <style> tags of CSS variables and global classes, which nothing in jsdom reads, made those tests a quarter slower.
   */
  withoutStyleTags?: boolean
  children: ReactNode
}

export function Providers({ queryClient, withoutStyleTags = false, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={!withoutStyleTags}
        withGlobalClasses={!withoutStyleTags}
      >
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  )
}
