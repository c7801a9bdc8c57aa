import { Text, ThemeIcon, Title } from '@mantine/core'
import { values } from '../../api/resources/content'
import { Icon } from '../../components/icon'
import { QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'
import classes from './home.module.css'

/** The company's five core values. */
export function ValuesSection() {
  const list = values.useList()
  return (
    <HomeSection section="values" tone="soft">
      <QueryState query={list} label="values">
        {(items) => (
          <ul className={classes.grid5}>
            {items.map((value) => (
              <li key={value.id} className={classes.value}>
                <ThemeIcon size={52} radius="xl" color="leaf.7">
                  <Icon name={value.icon} size={26} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {value.name}
                </Title>
                <Text c="gray.7" size="sm" mt={6}>
                  {value.description}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeSection>
  )
}
