import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { RegistrationInput, TrainingPackage, TrainingSession } from '../../../api/schemas'
import { HoneypotField } from '../../../components/form-guard/honeypot-field'
import type { FormGuard } from '../../../components/form-guard/use-form-guard'
import type { RegistrationFormValues } from './form-values'
import { PersonalFields } from './personal-fields'
import { TrainingFields } from './training-fields'

interface RegistrationFormProps {
  form: UseFormReturn<RegistrationFormValues, unknown, RegistrationInput>
  packages: TrainingPackage[]
  sessions: TrainingSession[]
  submitting: boolean
  problem: string | null
  guard: FormGuard
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}

/** The registration form in the spec's two sections; validation on submit first, then on change. */
export function RegistrationForm({ form, packages, sessions, submitting, problem, guard, onSubmit }: RegistrationFormProps) {
  const { register, control } = form
  const packageId = useWatch({ control, name: 'trainingPackage' })
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Training registration" aria-busy={submitting}>
      <Stack gap="xl">
        <Text size="sm" c="gray.7">
          Fields marked with an asterisk (*) are required.
        </Text>
        <PersonalFields register={register} control={control} />
        <TrainingFields
          register={register}
          control={control}
          packageId={packageId}
          packages={packages}
          sessions={sessions}
        />
        <HoneypotField guard={guard} />
        {problem ? (
          <Alert
            color="red"
            variant="light"
            title="We could not complete your registration"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
          >
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" color="sun.5" c="night.9" disabled={submitting} fullWidth>
          {submitting ? 'Processing...' : 'Submit Registration'}
        </Button>
      </Stack>
    </form>
  )
}
