import { Button, Group, Text } from '@mantine/core'
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { blogPageCount, blogPagePath } from './blog-paging'

/** Newer and older posts, and where the reader is, under the blog's grid (only when there is more than one page). */
export function BlogPager({ page, total }: { page: number; total: number }) {
  const pages = blogPageCount(total)
  if (pages <= 1) return null
  return (
    <Group component="nav" aria-label="Blog pages" justify="space-between" mt="xl">
      {page > 1 ? (
        <Button component={Link} to={blogPagePath(page - 1)} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Newer posts
        </Button>
      ) : (
        <span />
      )}
      <Text c="gray.7" aria-current="page">
        Page {page} of {pages}
      </Text>
      {page < pages ? (
        <Button component={Link} to={blogPagePath(page + 1)} variant="default" rightSection={<IconArrowRight size={16} aria-hidden />}>
          Older posts
        </Button>
      ) : (
        <span />
      )}
    </Group>
  )
}
