import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import { memo } from 'react'
import { useFormState, type Control, type UseFormRegister } from 'react-hook-form'
import type { RegistrationInput } from '../../../api/schemas'
import classes from '../training.module.css'
import { GENDER_LABELS, STATUS_LABELS, type RegistrationFormValues } from './form-values'

interface FieldsProps {
  register: UseFormRegister<RegistrationFormValues>
  control: Control<RegistrationFormValues, unknown, RegistrationInput>
}

const options = (labels: Record<string, string>, placeholder: string) => [
  { value: '', label: placeholder },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
]

const GENDER_OPTIONS = options(GENDER_LABELS, 'Select your gender')
const STATUS_OPTIONS = options(STATUS_LABELS, 'Select your status')

/**
 * The spec's first section: who the trainee is and how to reach them. It reads its errors itself and is memoized,
 * so the form host's renders (react-hook-form's own, one right after hydration) do not render its inputs again.
 */
export const PersonalFields = memo(function PersonalFields({ register, control }: FieldsProps) {
  const { errors } = useFormState({ control })
  return (
    <Fieldset legend="Personal Information" variant="unstyled" classNames={{ legend: classes.legend }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          size="md"
          label="Full Name"
          required
          autoComplete="name"
          {...register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          size="md"
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <NativeSelect
          size="md"
          label="Gender"
          required
          data={GENDER_OPTIONS}
          {...register('gender')}
          error={errors.gender?.message}
        />
        <NativeSelect
          size="md"
          label="Professional Status"
          required
          data={STATUS_OPTIONS}
          {...register('professionalStatus')}
          error={errors.professionalStatus?.message}
        />
        <TextInput
          size="md"
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          placeholder="+234 803 000 0000"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <TextInput
          size="md"
          label="WhatsApp Number"
          type="tel"
          required
          autoComplete="tel"
          placeholder="+234 803 000 0000"
          {...register('whatsappNumber')}
          error={errors.whatsappNumber?.message}
        />
      </SimpleGrid>
      <TextInput
        size="md"
        mt="md"
        label="Address"
        required
        autoComplete="street-address"
        {...register('address')}
        error={errors.address?.message}
      />
      <TextInput
        size="md"
        mt="md"
        label="Organization (optional)"
        autoComplete="organization"
        {...register('organization')}
        error={errors.organization?.message}
      />
    </Fieldset>
  )
})
