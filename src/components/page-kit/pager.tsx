import { Button, Group, Text } from '@mantine/core'
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import type { PublicPaging } from './paging'

export interface PagerLabels {
  /** The navigation's name ("Blog pages"), and its links' ("Newer posts", "Older posts"). */
  nav: string
  previous: string
  next: string
}

/** The previous and next pages, and where the reader is, under a listing's grid (only when there is more than one page). */
export function Pager({ paging, page, total, labels }: { paging: PublicPaging; page: number; total: number; labels: PagerLabels }) {
  const pages = paging.pageCount(total)
  if (pages <= 1) return null
  return (
    <Group component="nav" aria-label={labels.nav} justify="space-between" mt="xl">
      {page > 1 ? (
        <Button component={Link} to={paging.path(page - 1)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {labels.previous}
        </Button>
      ) : (
        <span />
      )}
      <Text c="gray.7" aria-current="page">
        Page {page} of {pages}
      </Text>
      {page < pages ? (
        <Button component={Link} to={paging.path(page + 1)} variant="default" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {labels.next}
        </Button>
      ) : (
        <span />
      )}
    </Group>
  )
}
