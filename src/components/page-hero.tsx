import { Box, Container, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Image } from '../api/schemas'
import { PageMeta } from './page-meta'
import { ResponsiveImage } from './responsive-image'
import classes from './page-hero.module.css'

interface PageHeroProps {
  title: string
  subtitle?: ReactNode
  image?: Image
  /** Document title and description when they differ from the heading. */
  metaTitle?: string
  metaDescription?: string
  noindex?: boolean
  children?: ReactNode
}

/** The banner at the top of an inner page: its h1, a subtitle and a photo behind a dark overlay. */
export function PageHero({ title, subtitle, image, metaTitle, metaDescription, noindex, children }: PageHeroProps) {
  return (
    <Box component="header" className={classes.hero}>
      <PageMeta title={metaTitle || title} heading={title} description={metaDescription} image={image} noindex={noindex} />
      {image ? (
        <div className={classes.media}>
          <ResponsiveImage image={{ ...image, alt: '' }} priority cover sizes="100vw" />
        </div>
      ) : null}
      <div className={classes.overlay} />
      <Container size="xl" className={classes.content}>
        <Stack gap="md" maw={760}>
          <Title order={1} c="white">
            {title}
          </Title>
          {subtitle ? (
            <Text size="xl" c="night.0">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  )
}
