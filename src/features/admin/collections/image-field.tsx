import { Button, Fieldset, Group, Image, Stack, Text, TextInput } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { FieldNode } from '../../../api/registry/admin'
import type { Image as ImageValue } from '../../../api/schemas'
import { MediaPicker } from '../../../components/media-picker'
import { errorAt, firstErrorUnder } from './field-errors'

/** An image ({ src, alt, width, height }) chosen from the media library: picking fills all four; the alt text stays editable. */
export function ImageField({ field, name }: { field: FieldNode; name: string }) {
  const { control, register, setValue, formState } = useFormContext()
  const image = (useWatch({ control, name }) ?? {}) as Partial<ImageValue>
  const [opened, setOpened] = useState(false)
  const error = firstErrorUnder(formState.errors, name, ['src', 'width', 'height'])
  const pick = { shouldDirty: true, shouldValidate: formState.isSubmitted }

  return (
    <Fieldset legend={field.label} radius="md">
      <Stack gap="sm">
        {field.help ? (
          <Text size="sm" c="gray.7">
            {field.help}
          </Text>
        ) : null}
        <Group gap="md" align="center">
          {image.src ? (
            <Image src={image.src} alt="" w={120} h={80} fit="cover" radius="sm" />
          ) : (
            <Text size="sm" c="gray.7">
              No image chosen.
            </Text>
          )}
          <Stack gap={4}>
            {image.src ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {image.src}
              </Text>
            ) : null}
            <Button
              variant="default"
              w="fit-content"
              leftSection={<IconPhoto size={16} aria-hidden />}
              aria-label={`${image.src ? 'Change' : 'Choose'} ${field.label.toLowerCase()} from the media library`}
              onClick={() => setOpened(true)}
            >
              {image.src ? 'Change image' : 'Choose image'}
            </Button>
          </Stack>
        </Group>
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
        <TextInput
          label={`${field.label}: alt text`}
          description="Describes the image for people who cannot see it"
          error={errorAt(formState.errors, `${name}.alt`)}
          {...register(`${name}.alt`)}
        />
      </Stack>
      <MediaPicker
        opened={opened}
        title={`Choose ${field.label.toLowerCase()}`}
        onClose={() => setOpened(false)}
        onSelect={(item) => {
          setValue(`${name}.src`, item.url, pick)
          setValue(`${name}.width`, item.width, pick)
          setValue(`${name}.height`, item.height, pick)
          setValue(`${name}.alt`, item.alt || image.alt || '', pick)
        }}
      />
    </Fieldset>
  )
}
