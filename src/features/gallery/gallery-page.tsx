import { Title } from '@mantine/core'
import { projectCategories } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function GalleryPage() {
  const categories = projectCategories.useList()
  return (
    <Screen title="Gallery">
      <Title order={2}>Our Solar Projects Portfolio</Title>
      <TitleList query={categories} label="project categories" title={(c) => `${c.title} (${c.count} projects)`} />
    </Screen>
  )
}
