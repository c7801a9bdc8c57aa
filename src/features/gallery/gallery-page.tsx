import { galleryImages, projectCategories } from '../../api/resources/content'
import { GalleryGrid } from '../../components/gallery'
import { PageHero } from '../../components/page-hero'
import { QueryState } from '../../components/query-state'
import { Section } from '../../components/section'
import { CategoryCards } from './category-cards'

/**
 * The page's own copy. No API document holds it yet (the pages list is fixed at nine by the spec), so it lives
 * here; see the note in the feature's report.
 */
const COPY = {
  title: 'Gallery',
  banner: 'Our Solar Projects Portfolio',
  intro: 'Homes, businesses and communities across Nigeria now running on clean, reliable solar power.',
  photosTitle: 'Recent Installations',
  categoriesTitle: 'Projects by Category',
}

export function GalleryPage() {
  const images = galleryImages.useList()
  const categories = projectCategories.useList()
  return (
    <>
      <PageHero title={COPY.title} subtitle={COPY.banner} image={images.data?.[0]?.image} metaDescription={COPY.intro} />
      <Section title={COPY.photosTitle} intro={COPY.intro} eyebrow="Portfolio">
        <QueryState query={images} label="photos">
          {(items) => <GalleryGrid images={items} label="Project photos" />}
        </QueryState>
      </Section>
      <Section title={COPY.categoriesTitle} tone="soft" eyebrow="Categories">
        <QueryState query={categories} label="project categories">
          {(items) => <CategoryCards categories={items} />}
        </QueryState>
      </Section>
    </>
  )
}
