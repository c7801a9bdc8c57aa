import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { blogPosts, projects } from '../../../api/resources/content'
import { media } from '../../../api/resources/media'
import { pages } from '../../../api/resources/pages'
import { PageMeta } from '../../../components/page-meta'

export function DashboardPage() {
  const counts = [
    { label: 'Total Pages', value: useQuery(pages.list()).data?.length },
    { label: 'Media Items', value: useQuery(media.list()).data?.length },
    { label: 'Blog Posts', value: useQuery(blogPosts.list()).data?.length },
    { label: 'Projects', value: useQuery(projects.list()).data?.length },
  ]
  return (
    <Stack>
      <PageMeta title="Dashboard" />
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {counts.map((c) => (
          <Stack key={c.label} gap={0}>
            <Text c="dimmed">{c.label}</Text>
            <Text fz={32} fw={800}>
              {c.value ?? '…'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
