import { Container } from '@mantine/core'
import type { ComponentProps, ReactNode } from 'react'
import { homeContent } from '../../api/resources/content'
import type { HomeContent } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { Section } from '../../components/section'

type SectionCopy = { title: string; text: string }

interface HomeSectionProps extends Pick<ComponentProps<typeof Section>, 'tone' | 'eyebrow' | 'id' | 'align'> {
  /** Picks this section's heading and intro from the home page document. */
  copy: (content: HomeContent) => SectionCopy
  children: ReactNode
}

/** A home page section whose heading and intro come from the home-content document of the API. */
export function HomeSection({ copy, children, ...section }: HomeSectionProps) {
  const content = homeContent.useDetail()
  return (
    <QueryState query={content} label="home page content" loading={<Container py={80} />}>
      {(data) => {
        const { title, text } = copy(data)
        return (
          <Section title={title} intro={text} renderWhenNear {...section}>
            {children}
          </Section>
        )
      }}
    </QueryState>
  )
}
