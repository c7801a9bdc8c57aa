import { Tabs, Text } from '@mantine/core'
import { IconBrush, IconDatabase, IconLock, IconUser, IconWorld } from '@tabler/icons-react'
import { useSearchParams } from 'react-router-dom'
import { MOCK_ENABLED } from '../../../api/config'
import { AdminScreen } from '../../../components/admin-screen'
import { AppearanceTab } from './appearance-tab'
import { DemoDataSection } from './demo-data-section'
import { SecurityTab } from './security-tab'
import { SiteSettingsTab } from './site-settings-tab'
import { UserSettingsTab } from './user-settings-tab'

const TABS = [
  { value: 'site', label: 'Site', icon: IconWorld, Panel: SiteSettingsTab },
  { value: 'user', label: 'User', icon: IconUser, Panel: UserSettingsTab },
  { value: 'appearance', label: 'Appearance', icon: IconBrush, Panel: AppearanceTab },
  { value: 'security', label: 'Security', icon: IconLock, Panel: SecurityTab },
  { value: 'demo', label: 'Demo data', icon: IconDatabase, Panel: DemoDataSection },
] as const
/** The live server keeps a company's real content: no reset to the demo data there. */
const SHOWN_TABS = TABS.filter((tab) => MOCK_ENABLED || tab.value !== 'demo')

type TabValue = (typeof TABS)[number]['value']
const isTab = (value: string | null): value is TabValue => SHOWN_TABS.some((t) => t.value === value)

export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab: TabValue = isTab(requested) ? requested : 'site'

  const select = (value: string | null) => {
    if (!isTab(value)) return
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('tab', value)
        return next
      },
      { replace: true },
    )
  }

  return (
    <AdminScreen title="Settings">
      <Text c="gray.7" mt={-8}>
        Site details, your profile, logos and your password. Saved changes show on the public site at once.
      </Text>
      <Tabs value={tab} onChange={select} color="night">
        <Tabs.List aria-label="Settings sections">
          {SHOWN_TABS.map(({ value, label, icon: TabIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SHOWN_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  )
}
