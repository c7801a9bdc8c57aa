import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { useIsFetching, useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useState } from 'react'
import { AppLink } from '../../../components/app-link'
import { adminCollections, adminPath, type AdminCollection } from '../../../api/registry/admin'
import { adminQueries } from '../../../api/resources/collection-admin'

const CountRow = memo(function CountRow({ admin, enabled }: { admin: AdminCollection; enabled: boolean }) {
  // One record asked for: the figure is the list's `total`.
  const query = useQuery({ ...adminQueries(admin.collection).page({ pageSize: 1 }), enabled })
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={AppLink} to={adminPath(admin)} c="night.9" fw={600}>
        {admin.collection.label}
      </Anchor>
      {query.isPending ? (
        <Skeleton h={16} w={24} aria-label={`Counting ${admin.collection.label.toLowerCase()}`} />
      ) : (
        <Text fw={700} aria-label={`${admin.collection.label}: ${query.data?.total ?? 'unknown'}`}>
          {query.isError ? '?' : query.data.total}
        </Text>
      )}
    </Group>
  )
})

/**
 * Calls `onIdle` once nothing is loading and the frame after has painted. Rendered only until then, so the
 * counts do not render again with every later fetch (a navigation away from the dashboard, for one).
 */
function WhenIdle({ onIdle }: { onIdle: () => void }) {
  const idle = useIsFetching() === 0
  useEffect(() => {
    if (!idle) return
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(onIdle)))
    return () => cancelAnimationFrame(frame)
  }, [idle, onIdle])
  return null
}

/** Every content list of the registry with its count, linked to its admin screen. */
export function ContentCounts() {
  const lists = adminCollections.filter((admin) => admin.collection.kind === 'list')
  // The dashboard's own figures first: these counts ask once nothing else is loading (then they stay on), and the
  // figures have painted: the mock answers on this page's main thread, and 21 answers at once would hold the frame.
  const [started, setStarted] = useState(false)
  const start = useCallback(() => setStarted(true), [])
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-counts-heading">
      {started ? null : <WhenIdle onIdle={start} />}
      <Title order={2} size="h4" id="content-counts-heading" mb="sm">
        Content
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xs"
        verticalSpacing={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Content counts"
      >
        {lists.map((admin) => (
          <CountRow key={admin.segment} admin={admin} enabled={started} />
        ))}
      </SimpleGrid>
    </Paper>
  )
}
