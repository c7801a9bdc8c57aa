import { useParams } from 'react-router-dom'
import { ApiError } from '../../api/client'
import { services } from '../../api/resources/content'
import type { Service } from '../../api/schemas'
import { CtaBanner } from '../../components/cta-banner'
import { PageHero } from '../../components/page-hero'
import { ContainedQueryState } from '../../components/page-kit/contained-query-state'
import { HeroPlaceholder } from '../../components/page-kit/hero-placeholder'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { ManagedPageHero } from '../../components/page-kit/managed-page-hero'
import { NotFoundPage } from '../not-found/not-found-page'
import { MaintenancePlans } from './maintenance-plans'
import { MANAGED_SERVICE_PAGES } from './managed-services'
import { ServiceOverview } from './service-overview'
import { ServiceSectionView } from './service-section'

export function ServiceDetailPage() {
  const { slug = '' } = useParams()
  const query = services.useDetail(slug)
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
  const managed = MANAGED_SERVICE_PAGES.has(slug)
  const service = query.data

  return (
    <>
      {managed ? (
        <ManagedPageHero
          pageId={slug}
          fallbackTitle={service?.title ?? 'Services'}
          fallbackSubtitle={service?.heroSubtitle}
          image={service?.image}
        />
      ) : service ? (
        <PageHero
          title={service.title}
          subtitle={service.heroSubtitle}
          image={service.image}
          metaDescription={service.description}
        />
      ) : query.isPending ? (
        <HeroPlaceholder label="service" />
      ) : (
        <PageHero title="Services" />
      )}
      <ContainedQueryState query={query} label="service" loading={managed ? undefined : <></>}>
        {(data) => <ServiceBody service={data} lead={managed ? data.heroSubtitle : undefined} />}
      </ContainedQueryState>
    </>
  )
}

function ServiceBody({ service, lead }: { service: Service; lead?: string }) {
  const tone = (i: number) => (i % 2 === 0 ? 'soft' : 'plain')
  // A managed service page can add calls to action of its own (its "cta" section).
  const extra = usePageSection(service.id, 'cta', { enabled: MANAGED_SERVICE_PAGES.has(service.id) }).section?.links ?? []
  return (
    <>
      <ServiceOverview service={service} lead={lead} />
      {service.sections.map((section, i) => (
        <ServiceSectionView key={section.id} section={section} tone={tone(i)} />
      ))}
      {service.showMaintenancePlans ? <MaintenancePlans tone={tone(service.sections.length)} /> : null}
      <CtaBanner
        title={service.cta.heading}
        text={service.cta.text}
        actions={[
          { label: service.cta.label, to: '/contact' },
          ...extra.map((link) => ({ label: link.label, to: link.href, variant: 'secondary' as const })),
        ]}
      />
    </>
  )
}
