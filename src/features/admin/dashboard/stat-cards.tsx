import { SimpleGrid } from '@mantine/core'
import { IconFileText, IconNews, IconPhoto, IconSolarPanel } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { formatDate } from '../../../lib/format'
import { figureQueries } from './figure-queries'
import { StatCard } from './stat-card'
import { newest, timeAgo } from './time-ago'

const kilowatts = (capacity: string) => Number.parseFloat(capacity) || 0
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 })

/** Every figure is counted from the API (docs/decisions/006-dashboard-figures-from-api.md). */
export function StatCards() {
  const pageList = useQuery(figureQueries.pages())
  const mediaList = useQuery(figureQueries.media())
  const postList = useQuery(figureQueries.posts())
  const projectList = useQuery(figureQueries.projects())

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        label="Total Pages"
        icon={IconFileText}
        query={pageList}
        note={(items) => {
          const services = items.filter((p) => p.type === 'service').length
          return `${services} service pages · edited ${timeAgo(newest(items.map((p) => p.updatedAt)) ?? '')}`
        }}
      />
      <StatCard
        label="Media Items"
        icon={IconPhoto}
        query={mediaList}
        note={(items) => `Newest added ${formatDate(newest(items.map((m) => m.date)) ?? '')}`}
      />
      <StatCard
        label="Blog Posts"
        icon={IconNews}
        query={postList}
        note={(items) => `Latest post ${formatDate(newest(items.map((p) => p.date)) ?? '')}`}
      />
      <StatCard
        label="Projects"
        icon={IconSolarPanel}
        query={projectList}
        note={(items) =>
          `${oneDecimal.format(items.reduce((sum, p) => sum + kilowatts(p.stats.capacity), 0))} kW installed in total`
        }
      />
    </SimpleGrid>
  )
}
