import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DevFaultPanel } from '../features/dev/dev-fault-panel'
import { cssVariablesResolver, theme } from './theme'

export const NOTIFICATION_LIMIT = 3
export const NOTIFICATION_AUTO_CLOSE_MS = 4000

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="bottom-right" limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
        {children}
        <DevFaultPanel />
      </MantineProvider>
    </QueryClientProvider>
  )
}
