import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDeviceFloppy } from '@tabler/icons-react'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { useSaveTrainingSession } from '../../../api/resources/training'
import { trainingSessionInputSchema, type TrainingSessionInput } from '../../../api/schemas'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { errorAlert } from '../forms/field-styles'
import { errorMessage } from '../pages/page-form-model'
import { UnsavedChangesDialog, useUnsavedChanges } from '../pages/unsaved-changes'
import { applyServerIssues } from '../settings/server-issues'
import { SessionFields } from './session-fields'

interface SessionFormProps {
  /** The stored session's id; none for a new session. */
  id?: string
  defaultValues: TrainingSessionInput
}

/** Creates or edits a session; the /training schedule shows it as soon as it is saved. */
export function SessionForm({ id, defaultValues }: SessionFormProps) {
  const form = useForm<TrainingSessionInput>({ resolver: zodResolver(trainingSessionInputSchema), defaultValues })
  const { isDirty, isSubmitting } = form.formState
  const save = useSaveTrainingSession()
  const navigate = useNavigate()
  const [saveError, setSaveError] = useState<string | null>(null)
  const { blocker, allowNextNavigation } = useUnsavedChanges(isDirty)
  useDraftRecovery('session', form)

  const onSubmit = form.handleSubmit(async (input) => {
    setSaveError(null)
    try {
      const session = await save.mutateAsync({ id, input })
      notifications.show({
        color: 'leaf.9',
        title: id ? 'Session saved' : 'Session created',
        message: `"${session.title}" is on the /training schedule.`,
      })
      allowNextNavigation()
      navigate('/dashboard/training-sessions')
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
        maw={820}
        noValidate
        aria-label={id ? 'Edit session' : 'New session'}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack gap="md">
          {saveError ? (
            <Alert {...errorAlert} title="The session was not saved" role="alert">
              {saveError} Your entries are kept: correct them or try again.
            </Alert>
          ) : null}
          <SessionFields isNew={!id} />
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="gray.7" aria-live="polite">
              {isSubmitting ? 'Saving...' : isDirty ? 'Unsaved changes' : ''}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/dashboard/training-sessions" variant="default">
                Cancel
              </Button>
              <Button
                type="submit"
                color="sun.6"
                autoContrast
                loading={isSubmitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {id ? 'Save Session' : 'Create Session'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  )
}
