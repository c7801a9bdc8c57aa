import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconBolt } from '@tabler/icons-react'
import type { Feature, ServiceSection } from '../../api/schemas'
import { Section } from '../../components/section'
import { CheckList } from './check-list'
import classes from './services.module.css'

interface ServiceSectionViewProps {
  section: ServiceSection
  tone: 'plain' | 'soft'
}

/** One section of a service page, drawn by its kind: numbered steps, a card grid or a checklist. */
export function ServiceSectionView({ section, tone }: ServiceSectionViewProps) {
  return (
    <Section title={section.heading} intro={section.intro} tone={tone}>
      {section.kind === 'steps' ? <Steps items={section.items} label={section.heading} /> : null}
      {section.kind === 'cards' ? <Cards items={section.items} label={section.heading} /> : null}
      {section.kind === 'checklist' ? <Checklist items={section.items} label={section.heading} /> : null}
    </Section>
  )
}

interface ItemsProps {
  items: Feature[]
  label: string
}

function Steps({ items, label }: ItemsProps) {
  return (
    <SimpleGrid role="list" aria-label={label} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {items.map((item, i) => (
        <div role="listitem" key={item.title} className={classes.tile}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <span className={classes.stepNumber}>
              <VisuallyHidden>Step </VisuallyHidden>
              {i + 1}
            </span>
            <Stack gap={6}>
              <Title order={3} size="h4">
                {item.title}
              </Title>
              <Text c="gray.7">{item.description}</Text>
            </Stack>
          </Group>
        </div>
      ))}
    </SimpleGrid>
  )
}

function Cards({ items, label }: ItemsProps) {
  return (
    <SimpleGrid role="list" aria-label={label} cols={{ base: 1, sm: 2, lg: items.length === 4 ? 4 : 3 }} spacing="lg">
      {items.map((item) => (
        <div role="listitem" key={item.title} className={classes.tile}>
          <ThemeIcon size={44} radius="md" variant="light" color="sun" mb="md">
            <IconBolt size={24} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={3} size="h4" mb={6}>
            {item.title}
          </Title>
          <Text c="gray.7">{item.description}</Text>
        </div>
      ))}
    </SimpleGrid>
  )
}

function Checklist({ items, label }: ItemsProps) {
  const half = Math.ceil(items.length / 2)
  const columns = items.length > 3 ? [items.slice(0, half), items.slice(half)] : [items]
  return (
    <SimpleGrid cols={{ base: 1, md: columns.length }} spacing="xl" maw={960} mx="auto">
      {columns.map((column, i) => (
        <CheckList
          key={i}
          label={columns.length > 1 ? `${label} (${i + 1} of ${columns.length})` : label}
          items={column.map((item) => (
            <span key={item.title}>
              <Text span fw={700} c="night.9">
                {item.title}
              </Text>
              <Text span c="gray.7">
                {' '}
                — {item.description}
              </Text>
            </span>
          ))}
        />
      ))}
    </SimpleGrid>
  )
}
