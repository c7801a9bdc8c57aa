import { SimpleGrid } from '@mantine/core'
import { useState } from 'react'
import { services } from '../../api/resources/content'
import type { Service } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { ManagedPageHero } from '../../components/page-kit/managed-page-hero'
import { PageSection } from '../../components/page-kit/page-section'
import { SiteCta } from '../../components/page-kit/site-cta'
import { ServiceCard } from './service-card'
import { ServiceDialog } from './service-dialog'

const isGridService = (service: Service) => service.kind === 'service'

export function ServicesPage() {
  const query = services.useList()
  const [selected, setSelected] = useState<Service | null>(null)
  const [opened, setOpened] = useState(false)

  const open = (service: Service) => {
    setSelected(service)
    setOpened(true)
  }

  return (
    <>
      <ManagedPageHero pageId="services" fallbackTitle="Services" />
      <PageSection page="services" section="offer">
        <QueryState query={query} label="services" isEmpty={(list) => !list.some(isGridService)}>
          {(list) => (
            <SimpleGrid role="list" aria-label="Services" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
              {list
                .filter(isGridService)
                .sort((a, b) => a.order - b.order)
                .map((service) => (
                  <div role="listitem" key={service.id}>
                    <ServiceCard service={service} onLearnMore={open} />
                  </div>
                ))}
            </SimpleGrid>
          )}
        </QueryState>
      </PageSection>
      {/* The selected service stays rendered while the dialog's closing transition runs. */}
      <ServiceDialog service={selected} opened={opened} onClose={() => setOpened(false)} />
      <SiteCta />
    </>
  )
}
