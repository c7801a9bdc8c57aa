import { Alert, Button, Drawer, Image, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../../api/client'
import { useUpdateMedia } from '../../../api/resources/media'
import { mediaUpdateSchema, type MediaItem } from '../../../api/schemas'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { formatMediaDate } from './media-query'
import { typeLabel } from './media-table'
import { errorAlert, readableColors } from '../forms/field-styles'

type MediaUpdate = z.infer<typeof mediaUpdateSchema>

/** The draft of an item's details form (kept when the session ends during an edit). */
export const MEDIA_DRAFT_PREFIX = 'media:'
const mediaDraftKey = (id: string) => `${MEDIA_DRAFT_PREFIX}${id}`

/** Preview and facts of one item, with its name and alt text editable. */
export function MediaDetailsDrawer({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="md"
      title="Media details"
      styles={{ title: { fontWeight: 700 }, content: readableColors }}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {item ? <MediaDetails key={item.id} item={item} onSaved={onClose} /> : null}
    </Drawer>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={700} c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  )
}

function MediaDetails({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const update = useUpdateMedia()
  const [saveError, setSaveError] = useState<string | null>(null)
  const form = useForm<MediaUpdate>({
    resolver: zodResolver(mediaUpdateSchema),
    defaultValues: { name: item.name, alt: item.alt },
  })
  const { errors, isDirty, isSubmitting } = form.formState
  useDraftRecovery(mediaDraftKey(item.id), form)

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null)
    const input: MediaUpdate = {}
    if (values.name !== item.name) input.name = values.name
    if (values.alt !== item.alt) input.alt = values.alt
    try {
      const saved = await update.mutateAsync({ id: item.id, input })
      notifications.show({ color: 'leaf.9', title: 'Media updated', message: `${saved.name} was saved.` })
      onSaved()
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          if (issue.path === 'name' || issue.path === 'alt') form.setError(issue.path, { type: 'server', message: issue.message })
        }
      }
      setSaveError(error instanceof Error ? error.message : 'The changes were not saved.')
    }
  })

  return (
    <Stack gap="md">
      <Image src={item.url} alt={item.alt} width={item.width} height={item.height} radius="md" />
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Fact label="Type" value={typeLabel(item.type)} />
        <Fact label="Size" value={item.size} />
        <Fact label="Dimensions" value={`${item.width} × ${item.height} px`} />
        <Fact label="Uploaded" value={formatMediaDate(item.date)} />
      </SimpleGrid>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          {saveError ? (
            <Alert {...errorAlert} title="Not saved" role="alert">
              {saveError}
            </Alert>
          ) : null}
          <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
          <Textarea
            label="Alt text"
            description="Describe the image for people who cannot see it. Leave empty for purely decorative images."
            autosize
            minRows={3}
            {...form.register('alt')}
            error={errors.alt?.message}
          />
          <Button type="submit" color="sun.6" autoContrast disabled={!isDirty || isSubmitting} loading={isSubmitting}>
            Save details
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
