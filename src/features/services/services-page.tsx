import { services } from '../../api/resources/content'
import { Screen } from '../../components/screen'
import { TitleList } from '../../components/title-list'

export function ServicesPage() {
  const list = services.useList()
  const grid = { ...list, data: list.data?.filter((s) => s.kind === 'service') } as typeof list
  return (
    <Screen title="Our Services">
      <TitleList query={grid} label="services" title={(service) => service.title} />
    </Screen>
  )
}
