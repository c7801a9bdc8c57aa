import { Text } from '@mantine/core'
import { companyProfile, timeline } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function AboutPage() {
  const profile = companyProfile.useDetail()
  const entries = timeline.useList()
  return (
    <Screen title="About Us">
      <QueryState query={profile} label="company profile">
        {(company) => <Text>{company.vision}</Text>}
      </QueryState>
      <TitleList query={entries} label="timeline" title={(entry) => `${entry.year}: ${entry.title}`} />
    </Screen>
  )
}
