import { Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { pastSessions, upcomingSessions } from '../../../api/rules/training-schedule'
import type { TrainingSession } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { PageSection } from '../../../components/page-kit/page-section'
import { useToday } from '../../../lib/use-today'
import type { TrainingChoice } from '../choice'
import { TRAINING_COPY_PAGE } from '../training-copy'
import { SessionCard } from './session-card'

interface ScheduleTabProps {
  sessions: UseQueryResult<TrainingSession[]>
  onRegister: (choice: TrainingChoice) => void
}

const NO_UPCOMING = 'New sessions will be announced soon.'
/** The heading while no session is to come: the page's own ('Upcoming Training Sessions') would not be true. */
const NO_UPCOMING_HEADING = 'New Training Dates Coming Soon'

/** The upcoming sessions from the API, anchored 'schedule'; sessions already held follow, as past. */
export function ScheduleTab({ sessions, onRegister }: ScheduleTabProps) {
  const today = useToday()
  const noneToCome = sessions.data !== undefined && upcomingSessions(sessions.data, today).length === 0
  return (
    <PageSection
      page={TRAINING_COPY_PAGE}
      section="training-schedule"
      id="schedule"
      heading={noneToCome ? NO_UPCOMING_HEADING : undefined}
    >
      <QueryState query={sessions} label="training sessions" empty={NO_UPCOMING}>
        {(items) => <Schedule sessions={items} onRegister={onRegister} />}
      </QueryState>
    </PageSection>
  )
}

function Schedule({ sessions, onRegister }: { sessions: TrainingSession[]; onRegister: ScheduleTabProps['onRegister'] }) {
  const today = useToday()
  const pastHeading = useId()
  const upcoming = upcomingSessions(sessions, today)
  const past = pastSessions(sessions, today)
  return (
    <Stack gap="lg" maw={1040} mx="auto">
      {upcoming.length ? (
        upcoming.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            onRegister={() => onRegister({ packageId: session.packageId, sessionId: session.id })}
          />
        ))
      ) : (
        <Text c="gray.8" ta="center" size="lg">
          {NO_UPCOMING} You can still register: we will keep your place in the next cohort.
        </Text>
      )}
      {past.length ? (
        <Stack component="section" gap="lg" mt="xl" aria-labelledby={pastHeading}>
          <Title order={3} id={pastHeading} fz="h3">
            Past sessions
          </Title>
          {past.map((session) => (
            <SessionCard key={session.id} session={session} past />
          ))}
        </Stack>
      ) : null}
    </Stack>
  )
}
