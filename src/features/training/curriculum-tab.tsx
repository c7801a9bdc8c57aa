import { Grid, List, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { curriculumModules } from '../../api/resources/training'
import type { TrainingProgram } from '../../api/schemas'
import { QueryState } from '../../components/query-state'
import { ResponsiveImage } from '../../components/responsive-image'
import { PageSection } from '../../components/page-kit/page-section'
import { TRAINING_COPY_PAGE } from './training-copy'
import classes from './training.module.css'

/** The four modules, three topics each, beside a classroom photo. */
export function CurriculumTab({ program }: { program: TrainingProgram }) {
  const modules = curriculumModules.useList()
  return (
    <PageSection page={TRAINING_COPY_PAGE} section="training-curriculum">
      <Grid gap={{ base: 32, md: 48 }}>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <QueryState query={modules} label="curriculum modules">
            {(items) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {[...items]
                  .sort((a, b) => a.number - b.number)
                  .map((module) => (
                    <article key={module.id} className={classes.card}>
                      <ThemeIcon size={44} radius="xl" color="sun.5" c="night.9" fw={800} fz="lg" aria-hidden>
                        {module.number}
                      </ThemeIcon>
                      <Title order={3} fz="h4" mt="md">
                        <VisuallyHidden>Module {module.number}: </VisuallyHidden>
                        {module.title}
                      </Title>
                      <Text c="gray.7" mt={6}>
                        {module.description}
                      </Text>
                      <List
                        mt="md"
                        spacing="xs"
                        icon={<IconCircleCheck size={20} color="var(--mantine-color-leaf-8)" aria-hidden />}
                      >
                        {module.topics.map((topic) => (
                          <List.Item key={topic}>{topic}</List.Item>
                        ))}
                      </List>
                    </article>
                  ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <div className={classes.stickyPhoto}>
            <div className={classes.photo}>
              <ResponsiveImage image={program.curriculumImage} sizes="(min-width: 75em) 400px, 100vw" />
            </div>
          </div>
        </Grid.Col>
      </Grid>
    </PageSection>
  )
}
