import { Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageMeta } from './page-meta'

interface ScreenProps {
  title: string
  /** Title for the browser tab when it differs from the heading (an SEO meta title). */
  documentTitle?: string
  intro?: ReactNode
  description?: string
  children?: ReactNode
}

/** The frame of a screen: its title in the document and on the page, an intro, then content. */
export function Screen({ title, documentTitle, intro, description, children }: ScreenProps) {
  return (
    <Container size="lg" py={48}>
      <PageMeta title={documentTitle || title} heading={title} description={description} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {intro ? (
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Container>
  )
}
