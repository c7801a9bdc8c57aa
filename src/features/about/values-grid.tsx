import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { values } from '../../api/resources/content'
import { Icon } from '../../components/icon'
import { QueryState } from '../../components/query-state'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

export function ValuesGrid() {
  const query = values.useList()
  return (
    <PageSection page="about" section="values" tone="dark">
      <QueryState query={query} label="values">
        {(list) => (
          <SimpleGrid role="list" aria-label="Core values" cols={{ base: 1, sm: 2, lg: list.length > 4 ? 3 : 2 }} spacing="lg">
            {list.map((value) => (
              <div role="listitem" key={value.id} className={classes.valueCard}>
                <ThemeIcon size={52} radius="xl" color="sun.5" autoContrast mb="md">
                  <Icon name={value.icon} size={28} />
                </ThemeIcon>
                <Title order={3} c="white" mb="xs">
                  {value.name}
                </Title>
                <Text c="night.1">{value.description}</Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageSection>
  )
}
