import { Box, Button, Group, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { usePages } from '../../../api/resources/pages'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { PagesTable } from './pages-table'
import { readableColors } from '../forms/field-styles'

export { EditPagePage } from './edit-page-page'
export { NewPagePage } from './new-page-page'

/** /dashboard/pages: every page of the site; choosing one opens its editor. */
export function PagesPage() {
  const query = usePages()
  return (
    <Box style={readableColors}>
      <AdminScreen title="Pages">
        <Group justify="space-between" gap="sm">
          <Text c="gray.7">Choose a page to edit its content, featured image and search appearance.</Text>
          <Button
            component={Link}
            to="/dashboard/pages/new"
            color="sun.6"
            autoContrast
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            New Page
          </Button>
        </Group>
        <QueryState query={query} label="pages">
          {(pages) => <PagesTable pages={pages} />}
        </QueryState>
      </AdminScreen>
    </Box>
  )
}
