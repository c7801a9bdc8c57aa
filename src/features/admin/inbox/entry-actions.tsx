import { Button, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react'
import { useNavigate } from 'react-router-dom'
import { useDeleteInboxItem, useMarkRead } from '../../../api/resources/inquiries'
import { DeleteEntryDialog } from './delete-entry-dialog'
import { API_KIND, KIND_LABEL, type InboxEntry } from './inbox-entries'

/** Mark as read / unread, and delete (after a confirmation; the inbox opens at once). */
export function EntryActions({ entry, backTo }: { entry: InboxEntry; backTo: string }) {
  const markRead = useMarkRead(API_KIND[entry.kind])
  const remove = useDeleteInboxItem(API_KIND[entry.kind])
  const [confirming, { open, close }] = useDisclosure(false)
  const navigate = useNavigate()
  const noun = KIND_LABEL[entry.kind].toLowerCase()

  const toggleRead = () =>
    markRead.mutate(
      { id: entry.id, read: !entry.read },
      {
        onError: (error) => notifications.show({ color: 'red.9', title: `The ${noun} was not updated`, message: error.message }),
      },
    )

  const confirmDelete = async () => {
    close()
    // Off the detail screen first: while it is mounted, a refetch of the deleted entry would answer 404.
    await navigate(backTo)
    remove.mutateAsync(entry.id).then(
      () => notifications.show({ color: 'leaf.9', title: `${KIND_LABEL[entry.kind]} deleted`, message: `From ${entry.sender}.` }),
      (error: Error) => notifications.show({ color: 'red.9', title: `The ${noun} was not deleted`, message: error.message }),
    )
  }

  return (
    <Group gap="sm">
      <Button
        variant="default"
        onClick={toggleRead}
        loading={markRead.isPending}
        leftSection={entry.read ? <IconMail size={18} aria-hidden /> : <IconMailOpened size={18} aria-hidden />}
      >
        {entry.read ? 'Mark as unread' : 'Mark as read'}
      </Button>
      <Button color="red.9" variant="outline" onClick={open} leftSection={<IconTrash size={18} aria-hidden />}>
        Delete
      </Button>
      <DeleteEntryDialog opened={confirming} noun={noun} sender={entry.sender} onCancel={close} onConfirm={confirmDelete} />
    </Group>
  )
}
