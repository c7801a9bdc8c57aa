import { projectCategories } from '../../api/resources/content'
import { GalleryGrid } from '../../components/gallery'
import { PageHero } from '../../components/page-hero'
import { HeroPlaceholder } from '../../components/page-kit/hero-placeholder'
import { PageSection } from '../../components/page-kit/page-section'
import { findSection } from '../../components/page-kit/use-page-section'
import { usePage } from '../../api/resources/pages'
import { Pager } from '../../components/page-kit/pager'
import { usePagedList } from '../../components/page-kit/use-paged-list'
import { QueryState } from '../../components/query-state'
import { NotFoundPage } from '../not-found/not-found-page'
import { CategoryCards } from './category-cards'
import { galleryPaging } from './gallery-paging'

/** The gallery has no page document of its own (the spec fixes the pages list at nine): its copy is in the projects document. */
const PAGE = 'projects'
const PAGER = { nav: 'Gallery pages', previous: 'Previous photos', next: 'More photos' }

export function GalleryPage() {
  const { page: pageNumber, answer, items: images, notFound } = usePagedList(galleryPaging)
  const categories = projectCategories.useList()
  const page = usePage(PAGE)
  const banner = findSection(page.data, 'gallery-banner')
  if (notFound) return <NotFoundPage />
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
        {answer.data ? <Pager paging={galleryPaging} page={pageNumber} total={answer.data.total} labels={PAGER} /> : null}
      </PageSection>
      <PageSection page={PAGE} section="gallery-categories" tone="soft">
        <QueryState query={categories} label="project categories">
          {(items) => <CategoryCards categories={items} />}
        </QueryState>
      </PageSection>
    </>
  )
}
