import { Badge, Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useUpdatePage } from '../../../api/resources/pages'
import { pageInputSchema, type Page, type PageInput } from '../../../api/schemas'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { PageFormShell } from './page-form-shell'
import { applyApiIssues, changedFields, errorMessage, errorPaths, PAGE_FIELDS, toFormValues } from './page-form-model'
import { UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes'
import { useEditorTabs } from './use-editor-tabs'

/** Edits one stored page; Save PATCHes only the fields that changed. */
export function PageEditor({ page }: { page: Page }) {
  const form = useForm<PageInput>({ resolver: zodResolver(pageInputSchema), defaultValues: toFormValues(page) })
  const { isDirty, isSubmitting } = form.formState
  const update = useUpdatePage()
  const { tab, setTab, showFields } = useEditorTabs(form.setFocus)
  const [saveError, setSaveError] = useState<string | null>(null)
  const { blocker } = useUnsavedChanges(isDirty)
  useDraftRecovery('page', form)

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSaveError(null)
      const input = changedFields(values, form.formState.defaultValues)
      if (Object.keys(input).length === 0) return form.reset(values)
      try {
        const saved = await update.mutateAsync({ id: page.id, input })
        form.reset(toFormValues(saved))
        notifications.show({ color: 'leaf.9', title: 'Page saved', message: `"${saved.title}" is updated on the public site.` })
      } catch (error) {
        showFields(applyApiIssues(error, form.setError, PAGE_FIELDS))
        setSaveError(errorMessage(error))
      }
    },
    (errors) => showFields(errorPaths(errors)),
  )

  const actions = (
    <>
      <Group gap="xs">
        <Badge color={page.type === 'service' ? 'leaf.9' : 'night.9'}>{page.type}</Badge>
        <Text size="sm" c="gray.7" aria-live="polite">
          {isSubmitting ? 'Saving changes...' : isDirty ? 'Unsaved changes' : 'All changes saved'}
        </Text>
      </Group>
      <Group gap="sm">
        <Button
          component="a"
          href={page.path}
          target="_blank"
          rel="noopener"
          variant="default"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          title="Opens the public page in a new tab"
        >
          Preview
        </Button>
        <Button
          type="submit"
          color="sun.6"
          autoContrast
          disabled={!isDirty || isSubmitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </>
  )

  return (
    <FormProvider {...form}>
      <PageFormShell
        label={`Edit ${page.title}`}
        onSubmit={(event) => void onSubmit(event)}
        actions={actions}
        tab={tab}
        onTabChange={setTab}
        path={page.path}
        withSections={Boolean(page.sections?.length)}
        saveError={saveError}
        onDismissError={() => setSaveError(null)}
        errorTitle="The page was not saved"
      />
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  )
}
