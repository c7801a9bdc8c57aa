import { Button, Group, List, Stack, Text } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconRestore } from '@tabler/icons-react'
import { useResetDemo } from '../../../api/resources/activity'
import { SaveError } from './save-error'

/**
 * Every collection back to the seed, after a confirmation; the admin stays signed in
 * (docs/decisions/007-admin-edits-persist.md).
 */
export function DemoDataSection() {
  const reset = useResetDemo()
  const [confirming, { open, close }] = useDisclosure(false)

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        close()
        notifications.show({
          color: 'leaf.9',
          title: 'Demo data reset',
          message: 'Every page, menu, setting, session and inbox entry is back to the seed.',
        })
      },
      onError: () => close(),
    })

  return (
    <Stack gap="md" maw={640}>
      <Text>
        Your edits are kept in this browser. Resetting restores the demo content as it was first delivered: pages, media, menus,
        settings, training sessions, and an empty inbox. You stay signed in.
      </Text>
      <SaveError error={reset.error} title="The demo data was not reset" />
      <Group>
        <Button color="red.9" leftSection={<IconRestore size={18} aria-hidden />} onClick={open}>
          Reset Demo Data
        </Button>
      </Group>
      <AdminDialog opened={confirming} onClose={reset.isPending ? () => {} : close} title="Reset all demo data?">
        <Text>This cannot be undone. These are replaced by the seed:</Text>
        <List size="sm" my="md" spacing={2}>
          <List.Item>every page, media item and navigation menu you changed or added</List.Item>
          <List.Item>site and user settings</List.Item>
          <List.Item>training sessions and their seats</List.Item>
          <List.Item>contact messages and training registrations (all deleted)</List.Item>
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={reset.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={reset.isPending}>
            Reset everything
          </Button>
        </Group>
      </AdminDialog>
    </Stack>
  )
}
