import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from 'react-router-dom'
import { services } from '../../api/resources/content'
import { Icon } from '../../components/icon'
import { QueryState } from '../../components/query-state'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

/** Links to each service in the /services grid. */
export function AboutServices() {
  const query = services.useList()
  return (
    <PageSection page="about" section="services">
      <QueryState query={query} label="services" isEmpty={(list) => !list.some((s) => s.kind === 'service')}>
        {(list) => (
          <SimpleGrid role="list" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {list
              .filter((service) => service.kind === 'service')
              .map((service) => (
                <div role="listitem" key={service.id}>
                  <Link to={service.link} className={classes.serviceLink}>
                    <ThemeIcon size={48} radius="md" variant="light" color="sun">
                      <Icon name={service.icon} size={26} />
                    </ThemeIcon>
                    <Stack gap={4} style={{ flex: 1 }}>
                      <Text fw={700} size="lg" c="night.9">
                        {service.title}
                      </Text>
                      <Text size="sm" c="gray.7" lineClamp={2}>
                        {service.description}
                      </Text>
                    </Stack>
                    <IconArrowRight size={20} color="var(--mantine-color-sun-8)" aria-hidden />
                  </Link>
                </div>
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageSection>
  )
}
