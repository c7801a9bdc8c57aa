import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useLocation } from 'react-router-dom'
import { registerOpenForm, takeDraft } from './draft-store'

export const DRAFT_RESTORED = 'Your unsaved changes were restored.'

/**
 * Keeps an admin form's unsaved values when the session ends during an edit (a 401 sends the admin to sign in),
 * and puts them back when the form opens again on the same screen: still unsaved (dirty), so the unsaved-changes
 * guard applies, with a notice. `formKey` names the form within its screen (the path is added here).
 */
export function useDraftRecovery<T extends FieldValues>(formKey: string, form: UseFormReturn<T>): void {
  const { pathname } = useLocation()
  const { isDirty } = useFormState({ control: form.control })

  useEffect(
    () => (isDirty ? registerOpenForm(pathname, formKey, () => form.getValues()) : undefined),
    [pathname, formKey, isDirty, form],
  )

  useEffect(() => {
    const draft = takeDraft(pathname, formKey)
    if (!draft) return
    // The stored values stay the defaults, so the form counts the draft as unsaved changes.
    form.reset({ ...form.getValues(), ...draft } as T, { keepDefaultValues: true })
    notifications.show({
      id: 'admin-draft-restored',
      color: 'night.9',
      title: 'Unsaved changes restored',
      message: `${DRAFT_RESTORED} Save to keep them.`,
      autoClose: 8000,
    })
  }, [pathname, formKey, form])
}
