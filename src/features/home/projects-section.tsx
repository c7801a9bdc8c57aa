import { Badge, Button, Group, Text, Title } from '@mantine/core'
import { IconArrowRight, IconBolt, IconMapPin, IconPigMoney } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { projects } from '../../api/resources/content'
import type { Project } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { ResponsiveImage } from '../../components/responsive-image'
import { HomeSection } from './home-section'
import grid from './home.module.css'
import classes from './projects.module.css'

/** How many projects the home page features; the rest are one click away on /projects. */
const FEATURED_PROJECTS = 3

export function ProjectsSection() {
  const list = projects.useList()
  return (
    <HomeSection section="projects">
      <QueryState query={list} label="projects">
        {(items) => (
          <>
            <ul className={grid.grid3}>
              {items.slice(0, FEATURED_PROJECTS).map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </ul>
            <Group justify="center" mt={48}>
              <Button
                component={Link}
                to="/projects"
                size="md"
                variant="outline"
                color="night.9"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                View All Projects
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </HomeSection>
  )
}

function ProjectCard({ project }: { project: Project }) {
  return (
    <li className={classes.projectCard}>
      <div className={classes.projectMedia}>
        <ResponsiveImage image={project.image} cover sizes="(min-width: 75em) 420px, (min-width: 48em) 50vw, 100vw" />
        <Badge className={classes.projectBadge} color="night.9" variant="filled" radius="sm">
          {project.category}
        </Badge>
      </div>
      <div className={classes.projectBody}>
        <Title order={3} fz="h4">
          {project.title}
        </Title>
        <Text c="gray.7" size="sm" mt={6} className={classes.inlineIcon}>
          <IconMapPin size={16} aria-hidden /> {project.location}
        </Text>
        <dl className={classes.projectStats}>
          <div>
            <dt>
              <IconBolt size={16} aria-hidden /> Capacity
            </dt>
            <dd>{project.stats.capacity}</dd>
          </div>
          <div>
            <dt>
              <IconPigMoney size={16} aria-hidden /> Savings
            </dt>
            <dd>{project.stats.savings}</dd>
          </div>
        </dl>
      </div>
    </li>
  )
}
