import { Container } from '@mantine/core'
import type { ComponentProps, ReactNode } from 'react'
import type { PageSection as PageSectionCopy } from '../../api/schemas'
import { QueryState } from '../query-state'
import { Section } from '../section'
import { usePageSection } from './use-page-section'

interface PageSectionProps extends Pick<ComponentProps<typeof Section>, 'tone' | 'id' | 'align' | 'renderWhenNear'> {
  /** The page document (pages API) and the section in it that holds this section's eyebrow, heading and text. */
  page: string
  section: string
  /** Replaces the document's heading where what the section shows makes it untrue (a schedule with nothing to come). */
  heading?: string
  children: ReactNode | ((section: PageSectionCopy) => ReactNode)
}

/** A page section whose eyebrow, heading and intro come from its page document, so the pages editor changes them. */
export function PageSection({ page, section: sectionId, heading, children, ...props }: PageSectionProps) {
  const { query, section } = usePageSection(page, sectionId)
  return (
    <QueryState query={query} label="page content" loading={<Container py={80} />}>
      {() =>
        section ? (
          <Section title={heading ?? section.heading ?? ''} eyebrow={section.eyebrow} intro={section.text} {...props}>
            {typeof children === 'function' ? children(section) : children}
          </Section>
        ) : (
          <Container size="xl" py={{ base: 56, md: 88 }} id={props.id}>
            {typeof children === 'function' ? null : children}
          </Container>
        )
      }
    </QueryState>
  )
}
