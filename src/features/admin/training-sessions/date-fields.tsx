import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import type { TrainingSessionInput } from '../../../api/schemas'
import { MONTHS } from './session-form-model'

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The start date as the contract holds it: day, month and year. */
export function DateFields() {
  const { register, formState } = useFormContext<TrainingSessionInput>()
  const errors = formState.errors.date
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 }}>Start date</legend>
      <Group gap="sm" align="flex-start" grow>
        <TextInput
          label="Day"
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          required
          error={errors?.day?.message}
          {...register('date.day', { valueAsNumber: true })}
        />
        <NativeSelect
          label="Month"
          required
          data={MONTHS.map((value, i) => ({ value, label: MONTH_NAMES[i] ?? value }))}
          error={errors?.month?.message}
          {...register('date.month')}
        />
        <TextInput
          label="Year"
          type="number"
          inputMode="numeric"
          min={2020}
          max={2100}
          required
          error={errors?.year?.message}
          {...register('date.year', { valueAsNumber: true })}
        />
      </Group>
    </fieldset>
  )
}
