import { Alert, Group, Paper, Stack } from '@mantine/core'
import type { FormEventHandler, ReactNode } from 'react'
import { PageFormTabs } from './page-form-tabs'
import type { EditorTab } from './page-form-model'
import { errorAlert } from '../forms/field-styles'

interface PageFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  tab: EditorTab
  onTabChange: (tab: EditorTab) => void
  /** Status and buttons above the tabs (Save, Preview). */
  actions: ReactNode
  saveError: string | null
  onDismissError: () => void
  errorTitle: string
  path?: string
  contentBefore?: ReactNode
  suggestSlug?: boolean
  withSections?: boolean
  label: string
}

/** The page form: action bar, the error of a failed save, and the editor's tabs. */
export function PageFormShell({ onSubmit, actions, saveError, onDismissError, errorTitle, label, ...tabs }: PageFormShellProps) {
  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          {actions}
        </Group>
        {saveError ? (
          <Alert
            {...errorAlert}
            title={errorTitle}
            role="alert"
            withCloseButton
            onClose={onDismissError}
            closeButtonLabel="Dismiss error"
          >
            {saveError} Your changes are still here: correct them and save again.
          </Alert>
        ) : null}
        <PageFormTabs {...tabs} />
      </Stack>
    </Paper>
  )
}
