import { Alert, Anchor, Box, Grid } from '@mantine/core'
import { Link, useParams } from 'react-router-dom'
import { ApiError } from '../../../api/client'
import { usePage } from '../../../api/resources/pages'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { PageEditor } from './page-editor'
import { PagesSideList } from './pages-side-list'
import { errorAlert, readableColors } from '../forms/field-styles'

/** /dashboard/pages/edit/:id: the list of pages on the left (desktop), the editor on the right. */
export function EditPagePage() {
  const { id = '' } = useParams()
  const query = usePage(id)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const title = query.data ? `Edit page: ${query.data.title}` : 'Edit page'

  return (
    <Box style={readableColors}>
      <AdminScreen title={title}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
            <PagesSideList activeId={id} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }}>
            {notFound ? (
              <Alert {...errorAlert} title="Page not found" role="alert">
                There is no page with the id &quot;{id}&quot;.{' '}
                <Anchor component={Link} to="/dashboard/pages" c="red.9" fw={700}>
                  Back to all pages
                </Anchor>
              </Alert>
            ) : (
              <QueryState query={query} label="page">
                {(page) => <PageEditor key={page.id} page={page} />}
              </QueryState>
            )}
            <Box hiddenFrom="lg" mt="md">
              <Anchor component={Link} to="/dashboard/pages">
                Back to all pages
              </Anchor>
            </Box>
          </Grid.Col>
        </Grid>
      </AdminScreen>
    </Box>
  )
}
