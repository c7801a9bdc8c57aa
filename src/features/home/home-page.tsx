import { Title } from '@mantine/core'
import { heroSlides, homeContent } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function HomePage() {
  const slides = heroSlides.useList()
  const content = homeContent.useDetail()
  return (
    <Screen title="SunHarvest Energy" description="Solar installation, energy audits, maintenance and training across Nigeria.">
      <TitleList query={slides} label="hero slides" title={(slide) => slide.title} />
      {content.data ? <Title order={2}>{content.data.servicesIntro.title}</Title> : null}
    </Screen>
  )
}
