import { Box, Container, Stack, Text, Title, type MantineColor } from '@mantine/core'
import { Suspense, useId, type ReactNode } from 'react'
import classes from './section.module.css'

interface SectionProps {
  title: string
  eyebrow?: string
  intro?: ReactNode
  id?: string
  /** A tinted background to separate consecutive sections. */
  tone?: 'plain' | 'soft' | 'dark'
  align?: 'left' | 'center'
  /** Skip rendering while far off screen (long pages with no in-page anchors; see section.module.css). */
  renderWhenNear?: boolean
  children: ReactNode
}

const BACKGROUNDS: Record<NonNullable<SectionProps['tone']>, MantineColor | undefined> = {
  plain: undefined,
  soft: 'var(--mantine-color-sun-0)',
  dark: 'var(--mantine-color-night-9)',
}

/** A page section with an h2 heading that names it for assistive technology. */
export function Section({ title, eyebrow, intro, id, tone = 'plain', align = 'center', renderWhenNear, children }: SectionProps) {
  const headingId = useId()
  const dark = tone === 'dark'
  return (
    <Box
      component="section"
      className={renderWhenNear ? classes.renderWhenNear : undefined}
      id={id}
      aria-labelledby={headingId}
      py={{ base: 56, md: 88 }}
      bg={BACKGROUNDS[tone]}
      c={dark ? 'white' : undefined}
    >
      <Container size="xl">
        <Stack gap="xs" ta={align} align={align === 'center' ? 'center' : 'flex-start'} mb={{ base: 32, md: 48 }}>
          {eyebrow ? (
            <Text tt="uppercase" fw={700} fz="sm" c={dark ? 'sun.4' : 'sun.9'} lts={1.5}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {intro ? (
            <Text size="lg" c={dark ? 'night.1' : 'dimmed'} maw={720}>
              {intro}
            </Text>
          ) : null}
        </Stack>
        {/* Its own boundary: React hydrates a section's body after the page around it, in a commit of its own
            (see layouts/public-layout.tsx). Nothing in it suspends once rendered. */}
        <Suspense>{children}</Suspense>
      </Container>
    </Box>
  )
}
