import { Tabs, Text } from '@mantine/core'
import { AdminScreen } from '../../../components/admin-screen'

export function SettingsPage() {
  return (
    <AdminScreen title="Settings">
      <Tabs defaultValue="site">
        <Tabs.List>
          <Tabs.Tab value="site">Site</Tabs.Tab>
          <Tabs.Tab value="user">User</Tabs.Tab>
          <Tabs.Tab value="appearance">Appearance</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
        </Tabs.List>
        {['site', 'user', 'appearance', 'security'].map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <Text c="dimmed">These settings are edited here.</Text>
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  )
}
