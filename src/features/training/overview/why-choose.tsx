import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import type { IconName, TrainingProgram } from '../../../api/schemas'
import { Icon } from '../../../components/icon'
import { Section } from '../../../components/section'
import classes from '../training.module.css'

/** Decorative icons in the order of the items; the titles carry the meaning. */
const ICONS: IconName[] = ['school', 'panel', 'award', 'users', 'shield', 'clock', 'star', 'heart']

export function WhyChoose({ copy, eyebrow }: { copy: TrainingProgram['whyChoose']; eyebrow?: string }) {
  return (
    <Section title={copy.title} eyebrow={eyebrow} intro={copy.text} tone="dark">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {copy.items.map((item, index) => (
          <article key={item.title} className={classes.darkCard}>
            <ThemeIcon size={52} radius="xl" color="sun.5" c="night.9" mb="md">
              <Icon name={ICONS[index % ICONS.length] ?? 'sun'} />
            </ThemeIcon>
            <Title order={3} fz="h4" c="white" mb="xs">
              {item.title}
            </Title>
            <Text c="night.1">{item.description}</Text>
          </article>
        ))}
      </SimpleGrid>
    </Section>
  )
}
