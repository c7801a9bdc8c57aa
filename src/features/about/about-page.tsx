import { companyProfile } from '../../api/resources/content'
import { ContainedQueryState } from '../../components/page-kit/contained-query-state'
import { ManagedPageHero } from '../../components/page-kit/managed-page-hero'
import { SiteCta } from '../../components/page-kit/site-cta'
import { AboutServices } from './about-services'
import { CompanyStory } from './company-story'
import { CompanyTimeline } from './company-timeline'
import { StatesList } from './states-list'
import { ValuesGrid } from './values-grid'
import { VisionMission } from './vision-mission'

export function AboutPage() {
  const profile = companyProfile.useDetail()
  return (
    <>
      <ManagedPageHero pageId="about" fallbackTitle="About Us" image={profile.data?.image} />
      <ContainedQueryState query={profile} label="company profile">
        {(company) => (
          <>
            <VisionMission company={company} />
            <CompanyStory company={company} />
            <StatesList states={company.states} />
          </>
        )}
      </ContainedQueryState>
      <AboutServices />
      <ValuesGrid />
      <CompanyTimeline />
      <SiteCta />
    </>
  )
}
