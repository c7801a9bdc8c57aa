import { Stack } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TrainingSession } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { Section } from '../../../components/section'
import type { TrainingChoice } from '../choice'
import { byDate } from '../sessions'
import { SessionCard } from './session-card'

interface ScheduleTabProps {
  sessions: UseQueryResult<TrainingSession[]>
  onRegister: (choice: TrainingChoice) => void
}

/** The upcoming sessions from the API, anchored 'schedule'. */
export function ScheduleTab({ sessions, onRegister }: ScheduleTabProps) {
  return (
    <Section
      id="schedule"
      title="Upcoming Training Sessions"
      eyebrow="Schedule"
      intro="Classes are kept small, so seats are limited. Register early to secure your place in the cohort that suits you."
    >
      <QueryState query={sessions} label="training sessions" empty="New sessions will be announced soon.">
        {(items) => (
          <Stack gap="lg" maw={1040} mx="auto">
            {byDate(items).map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                onRegister={() => onRegister({ packageId: session.packageId, sessionId: session.id })}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  )
}
