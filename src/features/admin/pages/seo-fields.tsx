import { Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useFormContext, useWatch } from 'react-hook-form'
import type { PageInput } from '../../../api/schemas'
import { SearchPreview } from './search-preview'

export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160

/** "42/60": grey while there is room, amber in the last 10 %, red past the limit. */
function LengthCounter({ length, max }: { length: number; max: number }) {
  const color = length > max ? 'var(--mantine-color-red-9)' : length >= max * 0.9 ? '#a14400' : 'var(--mantine-color-gray-7)'
  return (
    <Text component="span" size="xs" fw={length >= max * 0.9 ? 700 : 400} style={{ color }}>
      {length}/{max}
    </Text>
  )
}

const counterOrder: Array<'label' | 'input' | 'description' | 'error'> = ['label', 'input', 'description', 'error']

export function SeoFields({ path }: { path?: string }) {
  const { register, formState, control } = useFormContext<PageInput>()
  const { errors } = formState
  const [metaTitle = '', metaDescription = '', title = '', description = '', slug = ''] = useWatch({
    control,
    name: ['metaTitle', 'metaDescription', 'title', 'description', 'slug'],
  })

  return (
    <Stack gap="md">
      <TextInput
        label="Meta Title"
        placeholder="Leave empty to use the page title"
        inputWrapperOrder={counterOrder}
        description={<LengthCounter length={metaTitle.length} max={META_TITLE_MAX} />}
        {...register('metaTitle')}
        error={errors.metaTitle?.message}
      />
      <Textarea
        label="Meta Description"
        placeholder="Leave empty to use the page description"
        autosize
        minRows={3}
        inputWrapperOrder={counterOrder}
        description={<LengthCounter length={metaDescription.length} max={META_DESCRIPTION_MAX} />}
        {...register('metaDescription')}
        error={errors.metaDescription?.message}
      />
      <SearchPreview
        title={metaTitle.trim() || title.trim()}
        description={metaDescription.trim() || description.trim()}
        path={path ?? `/pages/${slug.trim()}`}
      />
    </Stack>
  )
}
