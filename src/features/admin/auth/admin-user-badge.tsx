import { Avatar, Group, Text } from '@mantine/core'
import { useUserSettings } from '../../../api/resources/settings'

/** The signed-in admin's avatar and name, from the user settings ('Admin User' until they arrive). */
export function AdminUserBadge() {
  const { data: user } = useUserSettings()
  const name = user?.name ?? 'Admin User'
  return (
    // Shrinks (the name truncates) before the header's brand would have to wrap.
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={user?.avatarUrl} alt="" name={name} radius="xl" size="md" color="night" variant="filled" aria-hidden />
      <Text fw={600} size="sm" truncate maw={180} data-testid="admin-user-name">
        {name}
      </Text>
    </Group>
  )
}
