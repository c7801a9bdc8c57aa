import { Badge, Group, Text, Title } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import type { Project } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import kit from '../../components/page-kit/page-kit.module.css'
import classes from './projects.module.css'

const CATEGORY_LABELS: Record<Project['category'], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  community: 'Community',
}

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className={`${kit.card} ${kit.interactive}`}>
      <div className={kit.media}>
        <ResponsiveImage image={project.image} cover sizes="(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw" />
        <Badge className={classes.category} color="night.9" size="md">
          {CATEGORY_LABELS[project.category]}
        </Badge>
      </div>
      <div className={kit.body}>
        <Title order={3} size="h4">
          {project.title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} stroke={1.8} color="var(--mantine-color-sun-7)" aria-hidden />
          <Text size="sm" fw={600} c="gray.7">
            {project.location}
          </Text>
        </Group>
        <Text c="gray.7">{project.description}</Text>
        <dl className={`${classes.stats} ${kit.footer}`}>
          <div className={classes.stat}>
            <dt className={classes.statLabel}>System Capacity</dt>
            <dd className={classes.statValue}>{project.stats.capacity}</dd>
          </div>
          <div className={classes.stat} data-tone="leaf">
            <dt className={classes.statLabel}>Savings</dt>
            <dd className={classes.statValue}>{project.stats.savings}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
