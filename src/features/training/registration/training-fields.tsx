import { Anchor, Checkbox, Fieldset, NativeSelect, Stack } from '@mantine/core'
import { memo } from 'react'
import { useFormState, type Control, type UseFormRegister } from 'react-hook-form'
import { registrationPrice, sessionToBeTaken } from '../../../api/rules/registration-lifecycle'
import { packageSchedule } from '../../../api/rules/training-schedule'
import type { RegistrationInput, TrainingPackage, TrainingSession } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { useToday } from '../../../lib/use-today'
import { monthsText } from '../sessions'
import classes from '../training.module.css'
import { REFERRAL_LABELS, type RegistrationFormValues } from './form-values'
import { SessionChoice } from './session-choice'

interface TrainingFieldsProps {
  register: UseFormRegister<RegistrationFormValues>
  control: Control<RegistrationFormValues, unknown, RegistrationInput>
  packageId: string
  packages: TrainingPackage[]
  sessions: TrainingSession[]
}

const REFERRAL_OPTIONS = [
  { value: '', label: 'Select an option' },
  ...Object.entries(REFERRAL_LABELS).map(([value, label]) => ({ value, label })),
]

function packageOptions(packages: TrainingPackage[], sessions: TrainingSession[], today: string) {
  return [
    { value: '', label: 'Select a package' },
    ...packages.map((pkg) => {
      const { upcoming, open } = packageSchedule(sessions, pkg.id, today)
      const full = upcoming.length > 0 && open.length === 0
      const price = registrationPrice(pkg, sessionToBeTaken(sessions, pkg.id, undefined, today))
      const label = `${pkg.name}: ${formatNaira(price)}, ${monthsText(pkg.durationMonths)}${full ? ' (fully booked)' : ''}`
      return { value: pkg.id, label }
    }),
  ]
}

/** The spec's second section: which package, how they found us, and the terms (memoized like PersonalFields). */
export const TrainingFields = memo(function TrainingFields({ register, control, packageId, packages, sessions }: TrainingFieldsProps) {
  const { errors } = useFormState({ control })
  const chosen = packages.find((pkg) => pkg.id === packageId)
  const today = useToday()
  const schedule = chosen ? packageSchedule(sessions, chosen.id, today) : null
  return (
    <Fieldset legend="Training Details" variant="unstyled" classNames={{ legend: classes.legend }}>
      <Stack gap="md">
        <NativeSelect
          size="md"
          label="Training Package"
          required
          data={packageOptions(packages, sessions, today)}
          {...register('trainingPackage')}
          error={errors.trainingPackage?.message}
        />
        {chosen && schedule ? (
          <SessionChoice
            control={control}
            pkg={chosen}
            sessions={schedule.open}
            datesAnnounced={schedule.upcoming.length > 0}
            waitFor={schedule.upcoming[0]}
            error={errors.sessionId?.message}
          />
        ) : null}
        <NativeSelect
          size="md"
          label="How did you hear about us?"
          required
          data={REFERRAL_OPTIONS}
          {...register('referralSource')}
          error={errors.referralSource?.message}
        />
        <Checkbox
          size="md"
          {...register('termsAccepted')}
          error={errors.termsAccepted?.message}
          label={
            <>
              I agree to the{' '}
              <Anchor
                href="/terms-of-service"
                target="_blank"
                rel="noopener noreferrer"
                inherit
                underline="always"
                c="night.9"
                fw={600}
              >
                terms and conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor
                href="/privacy-policy"
                target="_blank"
                rel="noopener noreferrer"
                inherit
                underline="always"
                c="night.9"
                fw={600}
              >
                privacy policy
              </Anchor>
            </>
          }
        />
      </Stack>
    </Fieldset>
  )
})
