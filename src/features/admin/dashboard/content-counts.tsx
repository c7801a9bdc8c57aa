import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { useIsFetching, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { adminCollections, adminPath, type AdminCollection } from '../../../api/registry/admin'
import { adminQueries } from '../../../api/resources/collection-admin'

function CountRow({ admin, enabled }: { admin: AdminCollection; enabled: boolean }) {
  // One record asked for: the figure is the list's `total`.
  const query = useQuery({ ...adminQueries(admin.collection).page({ pageSize: 1 }), enabled })
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to={adminPath(admin)} c="night.9" fw={600}>
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
}

/** Every content list of the registry with its count, linked to its admin screen. */
export function ContentCounts() {
  const lists = adminCollections.filter((admin) => admin.collection.kind === 'list')
  // The dashboard's own figures first: these counts ask once nothing else is loading (then they stay on), and the
  // figures have painted: the mock answers on this page's main thread, and 21 answers at once would hold the frame.
  const idle = useIsFetching() === 0
  const [started, setStarted] = useState(false)
  useEffect(() => {
    if (!idle || started) return
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setStarted(true))))
    return () => cancelAnimationFrame(frame)
  }, [idle, started])
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="content-counts-heading">
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
