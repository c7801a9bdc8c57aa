import { Text } from '@mantine/core'
import { useSiteSettings } from '../../api/resources/settings'
import { QueryState } from '../../components/query-state'
import { Screen } from '../../components/screen'

export function ContactPage() {
  const settings = useSiteSettings()
  return (
    <Screen title="Contact Us">
      <QueryState query={settings} label="contact details">
        {(s) => <Text>{s.officeAddress}</Text>}
      </QueryState>
    </Screen>
  )
}
