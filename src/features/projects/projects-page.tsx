import { projects } from '../../api/resources/content'
import { CardGridPage } from '../../components/page-kit/card-grid-page'
import { ProjectCard } from './project-card'

export function ProjectsPage() {
  return (
    <CardGridPage
      pageId="projects"
      fallbackTitle="Projects"
      query={projects.useList()}
      label="projects"
      listLabel="Projects"
      card={(project) => <ProjectCard project={project} />}
    />
  )
}
