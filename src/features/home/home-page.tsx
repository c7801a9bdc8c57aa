import { heroSlides } from '../../api/resources/content'
import { usePage } from '../../api/resources/pages'
import { useSiteSettings } from '../../api/resources/settings'
import { PageMeta } from '../../components/page-meta'
import { SiteCta } from '../../components/page-kit/site-cta'
import { GallerySection } from './gallery-section'
import { GuideSection } from './guide-section'
import { HeroSection } from './hero-section'
import { ImpactSection } from './impact-section'
import { ProjectsSection } from './projects-section'
import { ServicesSection } from './services-section'
import { TestimonialsSection } from './testimonials-section'
import { TrainingBanner } from './training-banner'
import { ValuesSection } from './values-section'
import { VideoSection } from './video-section'

/** The home page: its sections in the order of the spec, each loading its own content from the API. */
export function HomePage() {
  const { data: page } = usePage('home')
  const { data: settings } = useSiteSettings()
  const { data: slides } = heroSlides.useList()
  return (
    <>
      {settings ? (
        <PageMeta
          title={page?.metaTitle || settings.siteName}
          description={page?.metaDescription || page?.description}
          image={slides?.[0]?.image}
        />
      ) : null}
      <HeroSection />
      <TrainingBanner />
      <ServicesSection />
      <ValuesSection />
      <ImpactSection />
      <ProjectsSection />
      <VideoSection />
      <GuideSection />
      <GallerySection />
      <TestimonialsSection />
      <SiteCta />
    </>
  )
}
