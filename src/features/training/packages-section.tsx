import { Badge, Button, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TrainingPackage, TrainingProgram, TrainingSession } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { PageSection } from '../../components/page-kit/page-section'
import { formatNaira } from '../../lib/format'
import type { TrainingChoice } from './choice'
import { TRAINING_COPY_PAGE } from './training-copy'
import { monthsText } from './sessions'
import classes from './training.module.css'

interface PackagesSectionProps {
  packages: UseQueryResult<TrainingPackage[]>
  sessions: TrainingSession[]
  program: TrainingProgram | undefined
  onChoose: (choice: TrainingChoice) => void
}

/** The three packages with their naira prices, and what every package includes. */
export function PackagesSection({ packages, sessions, program, onChoose }: PackagesSectionProps) {
  const popular = new Set(sessions.filter((session) => session.highlighted).map((session) => session.packageId))
  return (
    <PageSection page={TRAINING_COPY_PAGE} section="training-packages" tone="soft">
      <QueryState query={packages} label="training packages">
        {(items) => (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            {items.map((pkg) => (
              <article key={pkg.id} className={classes.packageCard} data-popular={popular.has(pkg.id) || undefined}>
                <Stack gap="sm" h="100%">
                  {popular.has(pkg.id) ? (
                    <Badge color="leaf.9" variant="filled" className={classes.packageBadge}>
                      Most popular
                    </Badge>
                  ) : null}
                  <Title order={3}>{pkg.name}</Title>
                  <Text>
                    <Text span fz={36} fw={800} c="night.9" lh={1}>
                      {formatNaira(pkg.price)}
                    </Text>
                    <Text span c="gray.7" fw={600}>
                      {' '}
                      / {monthsText(pkg.durationMonths)}
                    </Text>
                  </Text>
                  <Text c="gray.8">{pkg.description}</Text>
                  <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-leaf-8)" aria-hidden />} mb="md">
                    {pkg.highlights.map((highlight) => (
                      <List.Item key={highlight}>{highlight}</List.Item>
                    ))}
                  </List>
                  <Button
                    mt="auto"
                    fullWidth
                    size="md"
                    color={popular.has(pkg.id) ? 'sun.5' : 'night.9'}
                    c={popular.has(pkg.id) ? 'night.9' : 'white'}
                    onClick={() => onChoose({ packageId: pkg.id })}
                  >
                    Choose {pkg.name}
                  </Button>
                </Stack>
              </article>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {program ? (
        <div className={classes.includes}>
          <Title order={3} fz="h4" ta="center" mb="md">
            Every package includes
          </Title>
          <List
            className={classes.includesList}
            icon={
              <ThemeIcon color="leaf.8" size={24} radius="xl">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {program.packageIncludes.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </PageSection>
  )
}
