import { galleryImages, projectCategories } from '../../api/resources/content'
import { GalleryGrid } from '../../components/gallery'
import { PageHero } from '../../components/page-hero'
import { HeroPlaceholder } from '../../components/page-kit/hero-placeholder'
import { PageSection } from '../../components/page-kit/page-section'
import { findSection } from '../../components/page-kit/use-page-section'
import { usePage } from '../../api/resources/pages'
import { QueryState } from '../../components/query-state'
import { CategoryCards } from './category-cards'

/** The gallery has no page document of its own (the spec fixes the pages list at nine): its copy is in the projects document. */
const PAGE = 'projects'

export function GalleryPage() {
  const images = galleryImages.useList()
  const categories = projectCategories.useList()
  const page = usePage(PAGE)
  const banner = findSection(page.data, 'gallery-banner')
  return (
    <>
      {page.isPending ? (
        <HeroPlaceholder label="gallery" />
      ) : (
        <PageHero
          title={banner?.heading || 'Gallery'}
          subtitle={banner?.text}
          image={images.data?.[0]?.image}
          metaDescription={findSection(page.data, 'gallery-photos')?.text}
        />
      )}
      <PageSection page={PAGE} section="gallery-photos">
        <QueryState query={images} label="photos">
          {(items) => <GalleryGrid images={items} label="Project photos" />}
        </QueryState>
      </PageSection>
      <PageSection page={PAGE} section="gallery-categories" tone="soft">
        <QueryState query={categories} label="project categories">
          {(items) => <CategoryCards categories={items} />}
        </QueryState>
      </PageSection>
    </>
  )
}
