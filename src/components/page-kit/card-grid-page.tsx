import { SimpleGrid } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryState } from '../query-state'
import { ManagedPageHero } from './managed-page-hero'
import { PageSection } from './page-section'
import { SiteCta } from './site-cta'

interface CardGridPageProps<T extends { id: string }> {
  /** The managed page: its hero, and the heading of the grid (its "list" section). */
  pageId: string
  fallbackTitle: string
  query: UseQueryResult<T[]>
  /** What the list holds, for its accessible name and its loading, empty and error states. */
  label: string
  listLabel: string
  card: (item: T) => ReactNode
  /** Under the grid, inside its section (the blog's pager). */
  after?: ReactNode
}

/** A listing page (blog, projects): the managed hero, a grid of cards from one query under the page's heading, the site CTA. */
export function CardGridPage<T extends { id: string }>({
  pageId,
  fallbackTitle,
  query,
  label,
  listLabel,
  card,
  after,
}: CardGridPageProps<T>) {
  return (
    <>
      <ManagedPageHero pageId={pageId} fallbackTitle={fallbackTitle} />
      <PageSection page={pageId} section="list">
        <QueryState query={query} label={label}>
          {(items) => (
            <SimpleGrid role="list" aria-label={listLabel} cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
              {items.map((item) => (
                <div role="listitem" key={item.id}>
                  {card(item)}
                </div>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        {after}
      </PageSection>
      <SiteCta />
    </>
  )
}
