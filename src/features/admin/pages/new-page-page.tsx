import { Box, Button, NativeSelect } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { zodResolver } from '@hookform/resolvers/zod'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { useCreatePage } from '../../../api/resources/pages'
import { pageCreateSchema, type PageCreate } from '../../../api/schemas'
import { AdminScreen } from '../../../components/admin-screen'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { PageFormShell } from './page-form-shell'
import { applyApiIssues, EMPTY_PAGE, errorMessage, FIELD_TAB } from './page-form-model'
import { UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes'
import { useEditorTabs } from './use-editor-tabs'
import { readableColors } from '../forms/field-styles'

const CREATE_FIELDS = Object.keys(FIELD_TAB)

/** /dashboard/pages/new: the editor's form plus a type; creating opens the new page's editor. */
export function NewPagePage() {
  const form = useForm<PageCreate>({ resolver: zodResolver(pageCreateSchema), defaultValues: EMPTY_PAGE })
  const { isDirty, isSubmitting, errors } = form.formState
  const slug = useWatch({ control: form.control, name: 'slug' })
  const create = useCreatePage()
  const navigate = useNavigate()
  const { tab, setTab, showFields } = useEditorTabs(form.setFocus)
  const [saveError, setSaveError] = useState<string | null>(null)
  const { blocker, allowNextNavigation } = useUnsavedChanges(isDirty)
  useDraftRecovery('page', form)

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSaveError(null)
      try {
        const page = await create.mutateAsync(values)
        notifications.show({ color: 'leaf.9', title: 'Page created', message: `"${page.title}" is live at ${page.path}.` })
        allowNextNavigation()
        navigate(`/dashboard/pages/edit/${encodeURIComponent(page.id)}`)
      } catch (error) {
        showFields(applyApiIssues(error, form.setError, CREATE_FIELDS))
        setSaveError(errorMessage(error))
      }
    },
    (fieldErrors) => showFields(Object.keys(fieldErrors)),
  )

  const typeSelect = (
    <NativeSelect
      label="Type"
      description="Pages and service pages are both published at /pages/{slug}"
      data={[
        { value: 'page', label: 'Page' },
        { value: 'service', label: 'Service' },
      ]}
      {...form.register('type')}
      error={errors.type?.message}
    />
  )

  return (
    <Box style={readableColors}>
      <AdminScreen title="New Page">
        <FormProvider {...form}>
          <PageFormShell
            label="New page"
            onSubmit={(event) => void onSubmit(event)}
            actions={
              <Button
                type="submit"
                color="sun.6"
                autoContrast
                disabled={isSubmitting}
                leftSection={<IconPlus size={18} aria-hidden />}
                ml="auto"
              >
                {isSubmitting ? 'Creating...' : 'Create Page'}
              </Button>
            }
            tab={tab}
            onTabChange={setTab}
            path={`/pages/${slug.trim() || 'your-slug'}`}
            saveError={saveError}
            onDismissError={() => setSaveError(null)}
            errorTitle="The page was not created"
            contentBefore={typeSelect}
            suggestSlug
          />
          <UnsavedChangesDialog blocker={blocker} />
        </FormProvider>
      </AdminScreen>
    </Box>
  )
}
