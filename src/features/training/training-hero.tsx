import { Button, Group, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { Link, type To } from 'react-router-dom'
import type { TrainingProgram, TrainingSession } from '../../api/schemas'
import { PageHero } from '../../components/page-hero'
import { formatDate } from '../../lib/format'
import { NEW_DATES_COMING, useNextStart } from './next-start'
import classes from './training.module.css'

interface TrainingHeroProps {
  program: TrainingProgram | undefined
  sessions: TrainingSession[] | undefined
  registrationLink: To
  scheduleLink: To
}

/**
 * The page's h1 and subtitle, the one 'next training starts' date (docs/decisions/004-next-training-date.md) and the
 * two main actions.
 */
export function TrainingHero({ program, sessions, registrationLink, scheduleLink }: TrainingHeroProps) {
  return (
    <PageHero
      title={program?.heroTitle ?? 'Solar Installation Training'}
      metaTitle="Solar Installation Training"
      metaDescription={program?.heroSubtitle}
      subtitle={program?.heroSubtitle}
      image={program?.heroImage}
    >
      {sessions ? <NextStartLine sessions={sessions} /> : null}
      <Group gap="md" mt="xs">
        <Button component={Link} to={registrationLink} size="lg" color="sun.5" c="night.9">
          Register Now
        </Button>
        <Button component={Link} to={scheduleLink} size="lg" variant="outline" color="white" c="white">
          View Schedule
        </Button>
      </Group>
    </PageHero>
  )
}

function NextStartLine({ sessions }: { sessions: TrainingSession[] }) {
  const next = useNextStart(sessions)
  return (
    <Text className={classes.nextStart} fw={600}>
      <IconCalendarEvent size={20} aria-hidden />
      {next ? (
        <span>
          Next training starts <time dateTime={next.toISOString().slice(0, 10)}>{formatDate(next)}</time>
        </span>
      ) : (
        <span>{NEW_DATES_COMING}</span>
      )}
    </Text>
  )
}
