import { projects } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function ProjectsPage() {
  const list = projects.useList()
  return (
    <Screen title="Our Projects">
      <TitleList query={list} label="projects" title={(p) => `${p.title} (${p.stats.capacity})`} />
    </Screen>
  )
}
