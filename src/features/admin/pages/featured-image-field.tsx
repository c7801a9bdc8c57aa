import { Alert, Button, Fieldset, Group, Image, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconPhoto, IconTrash } from '@tabler/icons-react'
import { useController, useFormContext } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { media as mediaResource } from '../../../api/resources/media'
import type { PageInput } from '../../../api/schemas'
import { MediaPicker } from '../../../components/media-picker'
import { errorAlert } from '../forms/field-styles'

/** The page's featured image: chosen from the media library, with a preview. */
export function FeaturedImageField() {
  const { control } = useFormContext<PageInput>()
  const {
    field: { value, onChange, ref: focusTarget },
    fieldState,
  } = useController({ control, name: 'featuredImage' })
  const [pickerOpen, picker] = useDisclosure(false)
  const media = useQuery({ ...mediaResource.detail(value), enabled: Boolean(value), retry: false })
  const item = value ? media.data : undefined
  const missing = Boolean(value) && media.isError

  return (
    <Fieldset legend="Featured image" variant="unstyled">
      <Stack gap="md">
        {item ? (
          <figure style={{ margin: 0, maxWidth: 480 }}>
            <Image src={item.url} alt={item.alt} width={item.width} height={item.height} radius="md" />
            <Text component="figcaption" size="sm" mt={6}>
              {item.name}
            </Text>
          </figure>
        ) : (
          <Text>{media.isPending && value ? 'Loading the image...' : 'No featured image is chosen.'}</Text>
        )}
        {missing ? (
          <Alert {...errorAlert} title="Image not found">
            The chosen image is no longer in the media library. Choose another one or remove it.
          </Alert>
        ) : null}
        {fieldState.error ? (
          <Text c="red.9" size="sm" role="alert">
            {fieldState.error.message}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button leftSection={<IconPhoto size={18} aria-hidden />} variant="default" onClick={picker.open} ref={focusTarget}>
            {value ? 'Change image' : 'Choose from media library'}
          </Button>
          {value ? (
            <Button leftSection={<IconTrash size={18} aria-hidden />} variant="default" c="red.9" onClick={() => onChange('')}>
              Remove image
            </Button>
          ) : null}
        </Group>
      </Stack>
      <MediaPicker
        opened={pickerOpen}
        onClose={picker.close}
        selectedId={value || undefined}
        onSelect={(chosen) => onChange(chosen.id)}
        title="Choose a featured image"
      />
    </Fieldset>
  )
}
