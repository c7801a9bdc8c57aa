import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { FormProvider, useForm, type FieldValues } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { lazyZodResolver } from '../../../api/lazy-zod-resolver'
import { adminPath, recordTitle, type AdminCollection } from '../../../api/registry/admin'
import { useSaveRecord } from '../../../api/resources/collection-writes'
import { errorAlert } from '../forms/field-styles'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { errorMessage } from '../pages/page-form-model'
import { UnsavedChangesDialog, useUnsavedChanges } from '../pages/unsaved-changes'
import { applyServerIssues } from '../settings/server-issues'
import { FieldInputs } from './field-input'

interface RecordFormProps {
  admin: AdminCollection
  /** The stored record's id (editing); none for a new record or a singleton. */
  id?: string
  defaultValues: FieldValues
}

/** The generated form of a collection: create, edit, or a singleton's document. */
export function RecordForm({ admin, id, defaultValues }: RecordFormProps) {
  const { collection } = admin
  const singleton = collection.kind === 'singleton'
  const [resolver] = useState(() => lazyZodResolver<FieldValues, FieldValues>(() => collection.input))
  const form = useForm<FieldValues>({ resolver, defaultValues })
  const { isDirty, isSubmitting } = form.formState
  const save = useSaveRecord(collection)
  const navigate = useNavigate()
  const [saveError, setSaveError] = useState<string | null>(null)
  const { blocker, allowNextNavigation } = useUnsavedChanges(isDirty)
  useDraftRecovery(`collection-${collection.name}`, form)
  const isNew = !id && !singleton
  const one = collection.labelOne

  const onSubmit = form.handleSubmit(async (input) => {
    setSaveError(null)
    try {
      const saved = await save.mutateAsync({ id, input })
      notifications.show({
        color: 'leaf.9',
        title: isNew ? `${one} created` : `${one} saved`,
        message: `"${recordTitle(admin, saved) || one}" is saved; the site shows it now.`,
      })
      if (singleton) form.reset(input)
      else {
        allowNextNavigation()
        navigate(adminPath(admin))
      }
    } catch (error) {
      applyServerIssues(error, form.setError)
      setSaveError(errorMessage(error))
    }
  })

  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        maw={860}
        noValidate
        aria-label={isNew ? `New ${one.toLowerCase()}` : `Edit ${one.toLowerCase()}`}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack gap="md">
          {saveError ? (
            <Alert {...errorAlert} title={`The ${one.toLowerCase()} was not saved`} role="alert">
              {saveError} Your entries are kept: correct them or try again.
            </Alert>
          ) : null}
          <FieldInputs fields={admin.fields} />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.7" aria-live="polite">
              {isSubmitting ? 'Saving...' : isDirty ? 'Unsaved changes' : ''}
            </Text>
            <Group gap="sm">
              {singleton ? null : (
                <Button component={Link} to={adminPath(admin)} variant="default">
                  Cancel
                </Button>
              )}
              <Button
                type="submit"
                color="sun.6"
                autoContrast
                loading={isSubmitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {isNew ? `Create ${one}` : `Save ${one}`}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  )
}
