import { Badge, NavLink, Paper, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { usePages } from '../../../api/resources/pages'
import { QueryState } from '../../../components/query-state'

/** The open page: navy text on a pale navy tint (Mantine's resolver makes a custom shade solid). */
const activeColors = {
  '--nl-bg': 'var(--mantine-color-night-0)',
  '--nl-hover': 'var(--mantine-color-night-1)',
  '--nl-color': 'var(--mantine-color-night-9)',
} as CSSProperties

/** The compact list of pages beside the editor (desktop), the open one marked. */
export function PagesSideList({ activeId }: { activeId?: string }) {
  const query = usePages()
  return (
    <Paper component="nav" aria-label="All pages" withBorder radius="md" p="xs">
      <Text fw={700} px="sm" py={6}>
        All pages
      </Text>
      <QueryState query={query} label="pages">
        {(pages) =>
          pages.map((page) => (
            <NavLink
              key={page.id}
              component={Link}
              to={`/dashboard/pages/edit/${encodeURIComponent(page.id)}`}
              label={page.title}
              active={page.id === activeId}
              style={activeColors}
              aria-current={page.id === activeId ? 'page' : undefined}
              rightSection={
                page.type === 'service' ? (
                  <Badge size="xs" color="leaf.9">
                    service
                  </Badge>
                ) : null
              }
            />
          ))
        }
      </QueryState>
      <NavLink
        component={Link}
        to="/dashboard/pages/new"
        label="New Page"
        leftSection={<IconPlus size={16} aria-hidden />}
        c="night.9"
        fw={600}
      />
    </Paper>
  )
}
