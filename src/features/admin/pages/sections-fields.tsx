import { Fieldset, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useFormContext, useWatch } from 'react-hook-form'
import type { PageInput } from '../../../api/schemas'
import { SectionLinksField, SectionPointsField } from './section-list-fields'

/** The Sections tab: each block of the page's copy as a group of fields, named as the editor knows it. */
export function SectionsFields() {
  const sections = useWatch<PageInput, 'sections'>({ name: 'sections' }) ?? []
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        The headings and texts of the page, section by section, as visitors see them on the public page.
      </Text>
      {sections.map((section, index) => (
        <SectionFields key={section.id} index={index} />
      ))}
    </Stack>
  )
}

function SectionFields({ index }: { index: number }) {
  const { register, formState, getValues } = useFormContext<PageInput>()
  const section = getValues(`sections.${index}`)
  const errors = formState.errors.sections?.[index]
  if (!section) return null
  const path = `sections.${index}` as const
  return (
    <Fieldset legend={section.name} radius="md">
      <Stack gap="sm">
        {section.eyebrow !== undefined ? (
          <TextInput label="Eyebrow" {...register(`${path}.eyebrow`)} error={errors?.eyebrow?.message} />
        ) : null}
        {section.heading !== undefined ? (
          <TextInput label="Heading" withAsterisk {...register(`${path}.heading`)} error={errors?.heading?.message} />
        ) : null}
        {section.text !== undefined ? (
          <Textarea label="Text" autosize minRows={2} maxRows={8} {...register(`${path}.text`)} error={errors?.text?.message} />
        ) : null}
        {section.points ? <SectionPointsField index={index} /> : null}
        {section.links ? <SectionLinksField index={index} /> : null}
        {section.image ? (
          <TextInput
            label="Image description (alt text)"
            {...register(`${path}.image.alt`)}
            error={errors?.image?.alt?.message}
          />
        ) : null}
        {section.video ? (
          <TextInput label="Video title" {...register(`${path}.video.title`)} error={errors?.video?.title?.message} />
        ) : null}
      </Stack>
    </Fieldset>
  )
}
