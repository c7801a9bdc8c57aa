import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { useFormContext } from 'react-hook-form'
import { trainingPackages } from '../../../api/resources/training'
import { PACKAGE_IDS, type TrainingSessionInput } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import { DateFields } from './date-fields'
import { packageDuration } from './session-form-model'

/** Every field of a session; choosing a package on a new session fills in its price and duration. */
export function SessionFields({ isNew }: { isNew: boolean }) {
  const { register, formState, setValue, getFieldState } = useFormContext<TrainingSessionInput>()
  const { errors } = formState
  const packages = trainingPackages.useList()
  const packageField = register('packageId')

  const onPackageChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    await packageField.onChange(event)
    const pkg = packages.data?.find((p) => p.id === event.target.value)
    if (!isNew || !pkg) return
    if (!getFieldState('price').isDirty) setValue('price', pkg.price, { shouldValidate: true })
    if (!getFieldState('duration').isDirty) setValue('duration', packageDuration(pkg), { shouldValidate: true })
  }

  return (
    <Stack gap="md">
      <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
      <DateFields />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label="Package"
          required
          data={PACKAGE_IDS.map((id) => {
            const pkg = packages.data?.find((p) => p.id === id)
            return { value: id, label: pkg ? `${pkg.name} (${formatNaira(pkg.price)})` : id }
          })}
          error={errors.packageId?.message}
          {...packageField}
          onChange={(event) => void onPackageChange(event)}
        />
        <TextInput label="Duration" required placeholder="1 Month" error={errors.duration?.message} {...register('duration')} />
        <TextInput label="Time" required placeholder="9:00 AM - 4:00 PM" error={errors.time?.message} {...register('time')} />
        <TextInput label="Instructor" required error={errors.instructor?.message} {...register('instructor')} />
      </SimpleGrid>
      <TextInput label="Location" required error={errors.location?.message} {...register('location')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Price (₦)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1000}
          required
          error={errors.price?.message}
          {...register('price', { valueAsNumber: true })}
        />
        <TextInput
          label="Seats left"
          type="number"
          inputMode="numeric"
          min={0}
          max={500}
          required
          description="Under 5 shows in warning colour on /training; 0 marks the session full"
          error={errors.seatsLeft?.message}
          {...register('seatsLeft', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <Checkbox
        label="Highlighted"
        description="Shows a Popular badge on the /training schedule"
        color="night.9"
        error={errors.highlighted?.message}
        {...register('highlighted')}
      />
    </Stack>
  )
}
