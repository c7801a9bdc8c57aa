import { SimpleGrid } from '@mantine/core'
import { projects } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { Section } from '../../components/section'
import { ManagedPageHero } from '../custom-page/managed-page-hero'
import { SiteCta } from '../custom-page/site-cta'
import { ProjectCard } from './project-card'

export function ProjectsPage() {
  const query = projects.useList()
  return (
    <>
      <ManagedPageHero pageId="projects" fallbackTitle="Projects" />
      <Section title="Featured Projects" eyebrow="Our work">
        <QueryState query={query} label="projects">
          {(list) => (
            <SimpleGrid role="list" aria-label="Projects" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
              {list.map((project) => (
                <div role="listitem" key={project.id}>
                  <ProjectCard project={project} />
                </div>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>
      <SiteCta />
    </>
  )
}
