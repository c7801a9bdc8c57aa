import type { ReactNode } from 'react'
import { usePage } from '../../api/resources/pages'
import type { Image } from '../../api/schemas'
import { PageHero } from '../page-hero'
import { useFeaturedImage } from './use-featured-image'

interface ManagedPageHeroProps {
  /** Id of the page in the pages API (about, services, contact, solar-installation...). */
  pageId: string
  /** Shown until the page has loaded, and if it cannot be loaded. */
  fallbackTitle: string
  fallbackSubtitle?: string
  /** Used when the page has no featured image. */
  image?: Image
  children?: ReactNode
}

/**
 * The hero of a page an admin manages: its h1, intro, featured image and document title and
 * description come from the pages API, so edits in the pages editor show at once.
 */
export function ManagedPageHero({ pageId, fallbackTitle, fallbackSubtitle, image, children }: ManagedPageHeroProps) {
  const { data: page, isPending } = usePage(pageId)
  // While the page loads, no fallback: an admin's title would replace it a moment later (a flash of old text).
  const fallback = (text?: string) => (isPending ? '' : text)
  const featured = useFeaturedImage(page?.featuredImage || undefined)
  return (
    <PageHero
      title={page?.title || fallback(fallbackTitle) || ''}
      subtitle={page ? page.description || fallbackSubtitle : fallback(fallbackSubtitle)}
      image={featured ?? image}
      metaTitle={page?.metaTitle}
      metaDescription={page?.metaDescription || page?.description || fallbackSubtitle}
    >
      {children}
    </PageHero>
  )
}
