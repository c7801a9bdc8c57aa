import { Anchor, Badge, Group, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowRight, IconCalendar, IconUser } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import type { BlogPost } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import { formatDate } from '../../lib/format'
import kit from '../../components/page-kit/page-kit.module.css'

export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className={`${kit.card} ${kit.interactive}`}>
      <div className={kit.media}>
        <ResponsiveImage image={post.image} cover sizes="(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw" />
      </div>
      <div className={kit.body}>
        <Badge color="leaf.9" style={{ alignSelf: 'flex-start' }}>
          {post.category}
        </Badge>
        <Group gap="md" c="gray.7" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} stroke={1.8} aria-hidden />
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUser size={16} stroke={1.8} aria-hidden />
            <span>
              <VisuallyHidden>By </VisuallyHidden>
              {post.author}
            </span>
          </Group>
        </Group>
        <Title order={3} size="h4">
          {post.title}
        </Title>
        <Text c="gray.7">{post.excerpt}</Text>
        <div className={kit.footer}>
          {/* The spec's posts have no pages of their own: 'Read More' leads back to /blog. */}
          <Anchor component={Link} to="/blog" fw={700} c="night.9">
            <Group gap={6} component="span">
              Read More
              <VisuallyHidden>: {post.title}</VisuallyHidden>
              <IconArrowRight size={16} color="var(--mantine-color-sun-7)" aria-hidden />
            </Group>
          </Anchor>
        </div>
      </div>
    </article>
  )
}
