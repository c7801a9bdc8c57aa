import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageMeta } from './page-meta'

/** The frame of an admin screen. */
export function AdminScreen({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <PageMeta title={title} />
      <Title order={1}>{title}</Title>
      {intro ? <Text c="dimmed">{intro}</Text> : null}
      {children}
    </Stack>
  )
}
