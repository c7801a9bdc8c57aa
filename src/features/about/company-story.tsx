import { Grid, Stack, Text } from '@mantine/core'
import type { CompanyProfile } from '../../api/schemas'
import { ResponsiveImage } from '../../components/responsive-image'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

export function CompanyStory({ company }: { company: CompanyProfile }) {
  const facts = [
    { value: String(company.founded), label: 'Founded' },
    { value: String(company.incorporated), label: 'Incorporated' },
    { value: String(company.states.length), label: 'States' },
  ]
  return (
    <PageSection page="about" section="story" align="left">
      <Grid gap={{ base: 32, md: 56 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            {company.story.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} size="lg">
                {paragraph}
              </Text>
            ))}
            <dl className={classes.facts}>
              {facts.map((fact) => (
                <div key={fact.label} className={classes.fact}>
                  <Text component="dt" size="sm" c="gray.7" fw={600}>
                    {fact.label}
                  </Text>
                  <Text component="dd" m={0} fz={28} fw={900} c="night.9">
                    {fact.value}
                  </Text>
                </div>
              ))}
            </dl>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <div className={classes.storyImage}>
            <ResponsiveImage image={company.image} sizes="(min-width: 62em) 50vw, 100vw" />
          </div>
        </Grid.Col>
      </Grid>
    </PageSection>
  )
}
