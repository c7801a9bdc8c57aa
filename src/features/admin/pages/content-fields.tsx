import { Stack, Textarea, TextInput } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import type { PageInput } from '../../../api/schemas'
import { slugify } from './page-form-model'

interface ContentFieldsProps {
  /** Derive the slug from the title as it is typed, until the slug is edited by hand (new pages). */
  suggestSlug?: boolean
  before?: ReactNode
}

export function ContentFields({ suggestSlug = false, before }: ContentFieldsProps) {
  const { register, formState, setValue } = useFormContext<PageInput>()
  const { errors } = formState
  const [slugEdited, setSlugEdited] = useState(false)
  const title = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (suggestSlug && !slugEdited)
        setValue('slug', slugify(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })
    },
  })
  const slug = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      setSlugEdited(event.target.value.trim() !== '')
    },
  })

  return (
    <Stack gap="md">
      {before}
      <TextInput label="Title" withAsterisk {...title} error={errors.title?.message} />
      <TextInput
        label="Slug"
        withAsterisk
        description="Lowercase letters, digits and hyphens, for example solar-installation"
        autoCapitalize="none"
        spellCheck={false}
        {...slug}
        error={errors.slug?.message}
      />
      <Textarea
        label="Description"
        description="A short summary shown under the page title"
        autosize
        minRows={2}
        maxRows={5}
        {...register('description')}
        error={errors.description?.message}
      />
      <Textarea
        label="Content"
        description="Plain text. Separate paragraphs with a blank line."
        autosize
        minRows={8}
        maxRows={24}
        {...register('content')}
        error={errors.content?.message}
      />
    </Stack>
  )
}
