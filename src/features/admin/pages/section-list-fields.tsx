import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { PageInput } from '../../../api/schemas'

/** A section's list of points: each one editable, removable, and a button to add one. */
export function SectionPointsField({ index }: { index: number }) {
  const { register, formState, setValue, getValues } = useFormContext<PageInput>()
  const name = `sections.${index}.points` as const
  const points = useWatch<PageInput, typeof name>({ name }) ?? []
  const errors = formState.errors.sections?.[index]?.points
  const set = (next: string[]) => setValue(name, next, { shouldDirty: true })
  return (
    <Stack gap="xs" role="group" aria-label="Points">
      <Text size="sm" fw={500}>
        Points
      </Text>
      {points.map((_, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={`Point ${i + 1}`} style={{ flex: 1 }} {...register(`${name}.${i}`)} error={errors?.[i]?.message} />
          <ActionIcon
            variant="subtle"
            color="red.9"
            mt={26}
            aria-label={`Remove point ${i + 1}`}
            onClick={() => set((getValues(name) ?? []).filter((__, j) => j !== i))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors?.message ? (
        <Text size="sm" c="red.9">
          {errors.message}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => set([...(getValues(name) ?? []), ''])}
      >
        Add point
      </Button>
    </Stack>
  )
}

/** A section's buttons and links: what each says and where it goes. */
export function SectionLinksField({ index }: { index: number }) {
  const { register, formState } = useFormContext<PageInput>()
  const name = `sections.${index}.links` as const
  const links = useWatch<PageInput, typeof name>({ name }) ?? []
  const errors = formState.errors.sections?.[index]?.links
  return (
    <>
      {links.map((_, i) => (
        <Group key={i} gap="sm" grow align="flex-start">
          <TextInput label={`Link ${i + 1} label`} {...register(`${name}.${i}.label`)} error={errors?.[i]?.label?.message} />
          <TextInput
            label={`Link ${i + 1} URL`}
            autoCapitalize="none"
            spellCheck={false}
            {...register(`${name}.${i}.href`)}
            error={errors?.[i]?.href?.message}
          />
        </Group>
      ))}
    </>
  )
}
