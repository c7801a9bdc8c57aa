import { zodResolver } from '@hookform/resolvers/zod'
import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useForm, useWatch } from 'react-hook-form'
import { useUpdateUserSettings, useUserSettings } from '../../../api/resources/settings'
import { userSettingsInputSchema, type UserSettings, type UserSettingsInput } from '../../../api/schemas'
import { QueryState } from '../../../components/query-state'
import { useDraftRecovery } from '../forms/use-draft-recovery'
import { MediaPicker } from './media-picker'
import { SaveError } from './save-error'
import { applyServerIssues } from './server-issues'

const pickUser = ({ name, email, avatarUrl }: UserSettings): UserSettingsInput => ({ name, email, avatarUrl })

function UserSettingsForm({ user }: { user: UserSettings }) {
  const update = useUpdateUserSettings()
  const [picking, picker] = useDisclosure(false)
  const form = useForm<UserSettingsInput>({
    resolver: zodResolver(userSettingsInputSchema),
    defaultValues: pickUser(user),
  })
  const { register, handleSubmit, reset, setError, setValue, control, formState } = form
  useDraftRecovery('user', form)
  const avatarUrl = useWatch({ control, name: 'avatarUrl' })
  const { errors } = formState

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(pickUser(saved))
        notifications.show({ color: 'leaf', title: 'User settings saved', message: 'Your profile is up to date.' })
      },
      onError: (error) => applyServerIssues(error, setError),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="User settings">
      <Stack gap="md" maw={560}>
        <Group gap="lg">
          <Avatar src={avatarUrl} alt="Your avatar" size={96} radius={48} color="night" variant="filled" name={user.name} />
          <Stack gap={6} align="flex-start">
            <Button variant="default" onClick={picker.open}>
              Change Avatar
            </Button>
            <Text size="sm" c="gray.7">
              Recommended: 200x200 pixels
            </Text>
            {errors.avatarUrl ? (
              <Text size="sm" c="red.8" role="alert">
                {errors.avatarUrl.message}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <TextInput label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Role"
          value={user.role}
          readOnly
          variant="filled"
          description="Set by the system; it cannot be changed here."
        />
        <SaveError error={update.error} title="User settings were not saved" />
        <Group>
          <Button type="submit" color="sun.6" autoContrast loading={update.isPending}>
            Save User Settings
          </Button>
        </Group>
      </Stack>
      <MediaPicker
        opened={picking}
        title="Choose an avatar"
        current={avatarUrl}
        onClose={picker.close}
        onPick={(url) => setValue('avatarUrl', url, { shouldDirty: true, shouldValidate: true })}
      />
    </form>
  )
}

export function UserSettingsTab() {
  const query = useUserSettings()
  return (
    <QueryState query={query} label="user settings">
      {(user) => <UserSettingsForm user={user} />}
    </QueryState>
  )
}
