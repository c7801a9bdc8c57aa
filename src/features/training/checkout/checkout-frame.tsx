import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The narrow column of the payment pages (the registrant's payment, the simulated checkout): a heading, then the rest. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={560} mx="auto" px="md" py={64}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Stack>
  )
}
