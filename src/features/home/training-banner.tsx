import { Button, Container, Loader, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight, IconCalendarEvent, IconSchool } from '@tabler/icons-react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { useTrainingSessions } from '../../api/resources/training'
import type { TrainingSession } from '../../api/schemas'
import { usePageSection } from '../../components/page-kit/use-page-section'
import { QueryState } from '../../components/query-state'
import { formatDate } from '../../lib/format'
import { NEW_DATES_COMING, useNextStart } from '../training/next-start'
import classes from './banner.module.css'

/**
 * The training promotion under the hero, with the next start date from the sessions in the API
 * (docs/decisions/004-next-training-date.md).
 */
export function TrainingBanner() {
  const { query, section } = usePageSection('home', 'training-banner')
  const headingId = useId()
  return (
    <section className={classes.bannerBand} aria-labelledby={headingId}>
      <Container size="xl">
        <QueryState query={query} label="training programme">
          {() => (
            <div className={classes.banner}>
              <ThemeIcon size={64} radius="xl" color="leaf.7">
                <IconSchool size={34} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} id={headingId} className={classes.bannerTitle}>
                  {section?.heading}
                </Title>
                <Text c="night.1" mt={6}>
                  {section?.text}
                </Text>
              </div>
              <div className={classes.bannerAside}>
                <NextStart />
                {section?.links?.map((link) => (
                  <Button
                    key={link.href}
                    component={Link}
                    to={link.href}
                    size="md"
                    color="sun.5"
                    autoContrast
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    {link.label}
                  </Button>
                ))}
              </div>
            </div>
          )}
        </QueryState>
      </Container>
    </section>
  )
}

function NextStart() {
  const sessions = useTrainingSessions()
  return (
    <QueryState
      query={sessions}
      label="training dates"
      loading={<Loader size="xs" color="sun.5" aria-label="Loading training dates" />}
      empty={<NewDatesComing />}
    >
      {(list) => <NextStartDate sessions={list} />}
    </QueryState>
  )
}

const NewDatesComing = () => <Text c="night.1">{NEW_DATES_COMING}.</Text>

function NextStartDate({ sessions }: { sessions: TrainingSession[] }) {
  const start = useNextStart(sessions)
  if (!start) return <NewDatesComing />
  return (
    <div className={classes.nextStart}>
      <IconCalendarEvent size={26} stroke={1.6} aria-hidden />
      <div>
        <Text size="xs" tt="uppercase" fw={700} lts={1.2} c="sun.4">
          Next training starts
        </Text>
        <Text fw={800} size="lg" c="white">
          <time dateTime={start.toISOString().slice(0, 10)}>{formatDate(start)}</time>
        </Text>
      </div>
    </div>
  )
}
