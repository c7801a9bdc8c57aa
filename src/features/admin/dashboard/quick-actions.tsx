import { Button, Paper, SimpleGrid, Title } from '@mantine/core'
import { IconFilePlus, IconNews, IconPlus, IconSolarPanel, IconUpload, type Icon } from '@tabler/icons-react'
import { AppLink } from '../../../components/app-link'
import { adminCollections, adminPath } from '../../../api/registry/admin'

const ACTIONS: Array<{ to: string; label: string; icon: Icon }> = [
  { to: '/dashboard/pages/new', label: 'New Page', icon: IconFilePlus },
  { to: '/dashboard/media/upload', label: 'Upload Media', icon: IconUpload },
  { to: '/dashboard/pages/edit/blog', label: 'Edit Blog Page', icon: IconNews },
  { to: '/dashboard/pages/edit/projects', label: 'Edit Projects Page', icon: IconSolarPanel },
  // The registry's collections marked as quick actions: "New blog post", "New project"...
  ...adminCollections
    .filter((admin) => admin.quickAction && admin.collection.writes.create)
    .map((admin) => ({ to: adminPath(admin, '/new'), label: `New ${admin.collection.labelOne.toLowerCase()}`, icon: IconPlus })),
]

export function QuickActions() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quick-actions-heading">
      <Title order={2} size="h4" id="quick-actions-heading" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {ACTIONS.map((action) => (
          <Button
            key={action.to}
            component={AppLink}
            to={action.to}
            variant="default"
            justify="flex-start"
            leftSection={<action.icon size={18} aria-hidden />}
          >
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  )
}
