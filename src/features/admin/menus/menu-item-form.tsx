import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { useEffect, type KeyboardEvent } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { hrefSchema, menuChildSchema, type MenuChild } from '../../../api/schemas'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { toItemFormValues } from './menu-item-draft'
import type { ItemFields } from './menu-item-draft'

/** The same rules as the API: a title of 1-60 characters, a site path or an http(s) address. */
const itemFormSchema = z.object({
  title: menuChildSchema.shape.title,
  url: hrefSchema,
  newTab: z.boolean(),
})
type ItemFormInput = z.input<typeof itemFormSchema>
type ItemFormOutput = z.output<typeof itemFormSchema>

interface MenuItemFormProps {
  item: MenuChild
  /** Names the form's draft, kept if the session ends during its save. */
  draftKey: string
  onSave: (fields: ItemFields) => void
  onCancel: () => void
}

/** The spec's edit form: Title, URL, 'Open in new tab', Cancel, Save. Escape cancels too. */
export function MenuItemForm({ item, draftKey, onSave, onCancel }: MenuItemFormProps) {
  const form = useForm<ItemFormInput, unknown, ItemFormOutput>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: toItemFormValues(item),
  })
  const { register, handleSubmit, setFocus, formState } = form
  useDraftRecovery(draftKey, form)

  useEffect(() => setFocus('title', { shouldSelect: true }), [setFocus])

  const submit = handleSubmit(({ title, url, newTab }) => onSave({ title, url, target: newTab ? '_blank' : '_self' }))
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onCancel()
  }

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate aria-label={`Edit menu item ${item.title}`}>
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk error={formState.errors.title?.message} {...register('title')} />
        <TextInput
          label="URL"
          withAsterisk
          description="A site path like /about, or an address starting with http:// or https://"
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <Checkbox label="Open in new tab" {...register('newTab')} />
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="sun.6" autoContrast>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
