import { Grid, Stack, Text, Title } from '@mantine/core'
import type { Service } from '../../api/schemas'
import { Section } from '../../components/section'
import { CheckList } from './check-list'
import classes from './services.module.css'

/** What the service is and its key benefits. */
export function ServiceOverview({ service, lead }: { service: Service; lead?: string }) {
  return (
    <Section title={service.title} eyebrow="Overview" align="left">
      <Grid gap={{ base: 32, md: 56 }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {lead ? (
              <Text size="xl" fw={500} c="night.9">
                {lead}
              </Text>
            ) : null}
            <Text size="lg">{service.fullDescription}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div className={classes.benefits}>
            <Title order={3} c="white" mb="md">
              Key Benefits
            </Title>
            <CheckList items={service.benefits} label="Key Benefits" inverted />
          </div>
        </Grid.Col>
      </Grid>
    </Section>
  )
}
