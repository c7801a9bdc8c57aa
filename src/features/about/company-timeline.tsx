import { Container, Text, Timeline, Title } from '@mantine/core'
import { timeline } from '../../api/resources/content'
import { QueryState } from '../../components/query-state'
import { PageSection } from '../../components/page-kit/page-section'
import classes from './about.module.css'

export function CompanyTimeline() {
  const query = timeline.useList()
  return (
    <PageSection page="about" section="timeline">
      <QueryState query={query} label="timeline">
        {(entries) => (
          <Container size="sm" px={0}>
            <Timeline
              role="list"
              aria-label="Company timeline"
              bulletSize={22}
              lineWidth={3}
              color="sun.6"
              active={entries.length}
            >
              {[...entries]
                .sort((a, b) => a.year - b.year)
                .map((entry) => (
                  <Timeline.Item role="listitem" key={entry.id} pb="lg">
                    <Text component="p" className={classes.year} m={0}>
                      {entry.year}
                    </Text>
                    <Title order={3} size="h4" mt={4} mb={6}>
                      {entry.title}
                    </Title>
                    <Text c="gray.7">{entry.description}</Text>
                  </Timeline.Item>
                ))}
            </Timeline>
          </Container>
        )}
      </QueryState>
    </PageSection>
  )
}
