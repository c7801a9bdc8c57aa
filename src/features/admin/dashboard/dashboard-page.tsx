import { SimpleGrid } from '@mantine/core'
import { AdminScreen } from '../../../components/admin-screen'
import { PaymentsOffNote } from '../run-mode/mode-notices'
import { ContentCounts } from './content-counts'
import { QuickActions } from './quick-actions'
import { RecentActivity } from './recent-activity'
import { StatCards } from './stat-cards'

export function DashboardPage() {
  return (
    <AdminScreen title="Dashboard">
      <PaymentsOffNote />
      <StatCards />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <QuickActions />
        <RecentActivity />
      </SimpleGrid>
      <ContentCounts />
    </AdminScreen>
  )
}
