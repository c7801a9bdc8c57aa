import { CardGridPage } from '../../components/page-kit/card-grid-page'
import { Pager } from '../../components/page-kit/pager'
import { usePagedList } from '../../components/page-kit/use-paged-list'
import { NotFoundPage } from '../not-found/not-found-page'
import { ProjectCard } from './project-card'
import { projectsPaging } from './projects-paging'

const PAGER = { nav: 'Project pages', previous: 'Previous projects', next: 'More projects' }

export function ProjectsPage() {
  const { page, answer, items, notFound } = usePagedList(projectsPaging)
  if (notFound) return <NotFoundPage />
  return (
    <CardGridPage
      pageId="projects"
      fallbackTitle="Projects"
      query={items}
      label="projects"
      listLabel="Projects"
      card={(project) => <ProjectCard project={project} />}
      after={answer.data ? <Pager paging={projectsPaging} page={page} total={answer.data.total} labels={PAGER} /> : null}
    />
  )
}
