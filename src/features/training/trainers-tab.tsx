import { Button, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link, type To } from 'react-router-dom'
import { trainers } from '../../api/resources/training'
import { QueryState } from '../../components/query-state'
import { ResponsiveImage } from '../../components/responsive-image'
import { PageSection } from '../../components/page-kit/page-section'
import { TRAINING_COPY_PAGE } from './training-copy'
import classes from './training.module.css'

/** The three trainers and the way to register. */
export function TrainersTab({ registrationLink }: { registrationLink: To }) {
  const list = trainers.useList()
  return (
    <PageSection page={TRAINING_COPY_PAGE} section="training-trainers">
      <QueryState query={list} label="trainers">
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
            {items.map((trainer) => (
              <article key={trainer.id} className={classes.trainerCard}>
                <div className={classes.trainerPhoto}>
                  <ResponsiveImage image={trainer.photo} sizes="(min-width: 75em) 400px, (min-width: 48em) 50vw, 100vw" cover />
                </div>
                <Stack gap={6} p="lg">
                  <Title order={3} fz="h4">
                    {trainer.name}
                  </Title>
                  <Text fw={700} size="sm" tt="uppercase" lts={1} className={classes.amberText}>
                    {trainer.title}
                  </Text>
                  <Text c="gray.8" mt="xs">
                    {trainer.bio}
                  </Text>
                </Stack>
              </article>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Center mt={48}>
        <Button component={Link} to={registrationLink} size="lg" color="sun.5" c="night.9">
          Register for Training
        </Button>
      </Center>
    </PageSection>
  )
}
