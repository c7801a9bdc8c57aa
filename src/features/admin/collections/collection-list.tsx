import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { adminPath, type AdminCollection } from '../../../api/registry/admin'
import { adminQueries, type AnyRecord } from '../../../api/resources/collection-admin'
import { useReorder } from '../../../api/resources/collection-writes'
import { AdminPagination } from '../../../components/admin-pagination'
import { AdminScreen } from '../../../components/admin-screen'
import { QueryState } from '../../../components/query-state'
import { errorMessage } from '../pages/page-form-model'
import { DeleteSelected } from './delete-selected'
import { ListTable } from './list-table'
import { ListToolbar } from './list-toolbar'
import { PAGE_SIZE, useListState } from './use-list-state'

/** /dashboard/content/:collection: a list collection's records, paged by the API, searched, sorted, filtered. */
export function CollectionListScreen({ admin }: { admin: AdminCollection }) {
  const { collection } = admin
  const state = useListState(admin)
  const queryClient = useQueryClient()
  const reorder = useReorder(collection)
  const data = state.query.data
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1

  // The last page emptied by a delete: show the one before.
  useEffect(() => {
    if (data && data.items.length === 0 && state.page > 1) state.setPage(Math.min(state.page - 1, pages))
  }, [data, pages, state])

  const move = (record: AnyRecord, to: number) => {
    const key = adminQueries(collection).page({ page: state.page, pageSize: PAGE_SIZE, filters: {} }).queryKey
    const offset = (state.page - 1) * PAGE_SIZE
    // The row moves on screen at once when it stays on this page.
    queryClient.setQueriesData<{ items: AnyRecord[] }>({ queryKey: key }, (page) => {
      if (!page || to < offset || to >= offset + page.items.length) return page
      const items = page.items.filter((r) => r.id !== record.id)
      items.splice(to - offset, 0, record)
      return { ...page, items }
    })
    reorder.mutate(
      { id: record.id, to },
      {
        onError: (error) =>
          notifications.show({ color: 'red.9', title: 'The new order was not saved', message: errorMessage(error) }),
      },
    )
  }
  const selectedRecords = (data?.items ?? []).filter((r) => state.selected.has(r.id))

  return (
    <AdminScreen title={collection.label} intro={admin.intro}>
      <Group justify="space-between" align="flex-end">
        <ListToolbar admin={admin} state={state} />
        {collection.writes.create ? (
          <Button
            component={Link}
            to={adminPath(admin, '/new')}
            color="sun.6"
            autoContrast
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            New {collection.labelOne.toLowerCase()}
          </Button>
        ) : null}
      </Group>
      <DeleteSelected admin={admin} records={selectedRecords} onDone={() => state.setSelected(new Set())} />
      <QueryState
        query={state.query}
        label={collection.label.toLowerCase()}
        isEmpty={(page) => page.items.length === 0 && page.page === 1}
        empty={
          <Text c="gray.7">
            {state.search || Object.values(state.filters).some(Boolean)
              ? 'Nothing matches.'
              : `There are no ${collection.label.toLowerCase()} yet.`}
          </Text>
        }
      >
        {(page) => (
          <Stack gap="sm">
            {state.reorderable && collection.ordered ? (
              <Text size="sm" c="gray.7">
                Drag rows, or use Move up and Move down, to set the order the site shows.
              </Text>
            ) : null}
            <ListTable admin={admin} state={state} items={page.items} total={page.total} onMove={move} />
            <Group justify="space-between">
              <Text size="sm" c="gray.7" aria-live="polite">
                {page.total} {page.total === 1 ? collection.labelOne.toLowerCase() : collection.label.toLowerCase()}
              </Text>
              <AdminPagination pages={pages} page={state.page} onChange={state.setPage} />
            </Group>
          </Stack>
        )}
      </QueryState>
    </AdminScreen>
  )
}
