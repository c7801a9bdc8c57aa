import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Divider, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useForm } from 'react-hook-form'
import { MOCK_ENABLED } from '../../../api/config'
import { useChangePassword } from '../../../api/resources/settings'
import { passwordChangeSchema, type PasswordChange } from '../../../api/schemas'
import { PasswordField } from '../auth/password-field'
import { SaveError } from './save-error'
import { applyServerIssues } from './server-issues'
import { SignOutEverywhere } from './sign-out-everywhere'

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The embedded mock keeps no passwords (the spec's demo); the real server stores the change and enforces it. */
const TEXTS = MOCK_ENABLED
  ? {
      note: 'In this demo any password signs in. A change is checked against the rules below but not stored or enforced.',
      doneTitle: 'Password change accepted',
      done: 'The new password passed the checks. This demo keeps no passwords: any password still signs in.',
    }
  : {
      note: 'Your account signs in with this password only. A change takes effect at once and signs out your other sessions.',
      doneTitle: 'Password changed',
      done: 'Use the new password next time you sign in. Your other sessions have been signed out.',
    }

export function SecurityTab() {
  const change = useChangePassword()
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  })
  const { errors } = formState

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        reset(EMPTY)
        notifications.show({
          color: 'leaf',
          title: TEXTS.doneTitle,
          message: TEXTS.done,
        })
      },
      onError: (error) => applyServerIssues(error, setError),
    }),
  )

  return (
    <Stack gap="xl">
      <form onSubmit={onSubmit} noValidate aria-label="Change password" aria-describedby="password-mode-note">
        <Stack gap="md" maw={480}>
          <Text size="sm" id="password-mode-note">
            {TEXTS.note}
          </Text>
          <Text size="sm" c="gray.7" id="password-rules">
            At least 8 characters, with at least one letter and one digit.
          </Text>
          <PasswordField
            label="Current Password"
            toggleNoun="current password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New Password"
            toggleNoun="new password"
            autoComplete="new-password"
            required
            aria-describedby="password-rules"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm New Password"
            toggleNoun="new password confirmation"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <SaveError error={change.error} title="The password was not changed" />
          <Group>
            <Button type="submit" color="sun.6" autoContrast loading={change.isPending}>
              Update Password
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider maw={480} />
      <SignOutEverywhere />
    </Stack>
  )
}
