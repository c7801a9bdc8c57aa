import { Alert, Checkbox, NativeSelect, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconInfoCircle } from '@tabler/icons-react'
import { Controller, type Control } from 'react-hook-form'
import type { RegistrationInput, TrainingPackage, TrainingSession } from '../../../api/schemas'
import { NEW_DATES_COMING } from '../next-start'
import { seatsText, sessionDateText } from '../sessions'
import type { RegistrationFormValues } from './form-values'

interface SessionChoiceProps {
  control: Control<RegistrationFormValues, unknown, RegistrationInput>
  pkg: TrainingPackage
  /** The package's upcoming sessions with a seat, earliest first. */
  sessions: TrainingSession[]
  /** False when the package has no upcoming session at all (not even a full one). */
  datesAnnounced: boolean
  /** The session a full package's waiting list is for: its earliest upcoming one. */
  waitFor?: TrainingSession
  error?: string
}

/**
 * Each session is a cohort of one package. Several open cohorts: the trainee picks one (the earliest shows first,
 * and is what the API takes when none is sent). One: it is named. None: the package is full, or, with no upcoming
 * session at all, the registration is kept for the next cohort.
 */
export function SessionChoice({ control, pkg, sessions, datesAnnounced, waitFor, error }: SessionChoiceProps) {
  const [first] = sessions
  if (!first && !datesAnnounced) {
    return (
      <Alert color="night" variant="light" icon={<IconCalendarEvent aria-hidden />} title={NEW_DATES_COMING}>
        Register now and we will keep your place in the next {pkg.name} cohort, and e-mail you its dates.
      </Alert>
    )
  }
  if (!first) {
    return (
      <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden />} title={`Every ${pkg.name} session is full`}>
        <Stack gap="sm">
          <span>Please choose another package, or join the waiting list: the first seat freed is offered to you.</span>
          <Controller
            control={control}
            name="waitlist"
            render={({ field: { value, onChange, onBlur, name, ref } }) => (
              <Checkbox
                name={name}
                ref={ref}
                checked={value}
                onChange={(event) => onChange(event.currentTarget.checked)}
                onBlur={onBlur}
                label={waitFor ? `Join the waiting list for the ${sessionDateText(waitFor)} cohort` : 'Join the waiting list'}
              />
            )}
          />
        </Stack>
      </Alert>
    )
  }
  if (sessions.length === 1) {
    return (
      <Text size="sm" c="gray.8" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <span>
          You will join the {sessionDateText(first)} cohort at {first.location} ({first.time}).
        </span>
      </Text>
    )
  }
  return (
    <Controller
      control={control}
      name="sessionId"
      render={({ field }) => (
        <NativeSelect
          size="md"
          label="Training Session"
          description="Choose the cohort you want to join."
          data={sessions.map((session) => ({
            value: session.id,
            label: `${sessionDateText(session)}, ${session.time} (${seatsText(session.seatsLeft).toLowerCase()})`,
          }))}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={sessions.some((session) => session.id === field.value) ? field.value : first.id}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          error={error}
        />
      )}
    />
  )
}
