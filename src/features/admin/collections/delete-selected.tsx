import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconTrash } from '@tabler/icons-react'
import { recordTitle, type AdminCollection } from '../../../api/registry/admin'
import type { AnyRecord } from '../../../api/resources/collection-admin'
import { useRemoveRecords, useRestoreRecords, type RemovedRecords } from '../../../api/resources/collection-writes'
import { errorMessage } from '../pages/page-form-model'

/** Deletes the selected records at once; the toast's Undo creates them again with their ids, in their places. */
export function DeleteSelected({ admin, records, onDone }: { admin: AdminCollection; records: AnyRecord[]; onDone: () => void }) {
  const { collection } = admin
  const remove = useRemoveRecords(collection)
  const restore = useRestoreRecords(collection)
  const what = (n: number) => (n === 1 ? collection.labelOne.toLowerCase() : `${collection.label.toLowerCase()} records`)

  // The toast outlives this screen (the admin may be looking at the public page): no per-call callbacks, which
  // React Query drops once the component has gone.
  const undo = (removed: RemovedRecords) =>
    restore.mutateAsync(removed).then(
      () =>
        notifications.show({
          color: 'leaf.9',
          title: 'Delete undone',
          message: `${removed.records.length} ${what(removed.records.length)} restored.`,
        }),
      (error: unknown) =>
        notifications.show({ color: 'red.9', title: 'Could not undo the delete', message: errorMessage(error) }),
    )

  const onDelete = () =>
    remove.mutate(records, {
      onSuccess: (removed) => {
        onDone()
        const id = `collection-deleted-${collection.name}-${Date.now()}`
        const count = removed.records.length
        notifications.show({
          id,
          color: 'night.9',
          title: `${count} ${what(count)} deleted`,
          autoClose: 8000,
          message: (
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="gray.8">
                {removed.records.map((r) => recordTitle(admin, r)).join(', ')}
              </Text>
              <Button
                size="compact-sm"
                variant="outline"
                color="night.9"
                c="night.9"
                aria-label={`Undo delete of ${count} ${what(count)}`}
                onClick={() => {
                  notifications.hide(id)
                  void undo(removed)
                }}
              >
                Undo
              </Button>
            </Group>
          ),
        })
      },
      onError: (error) => notifications.show({ color: 'red.9', title: 'Delete failed', message: errorMessage(error) }),
    })

  if (!collection.writes.remove || records.length === 0) return null
  return (
    <Group gap="sm">
      <Text size="sm" aria-live="polite">
        {records.length} selected
      </Text>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={remove.isPending}
        onClick={onDelete}
      >
        Delete selected
      </Button>
    </Group>
  )
}
