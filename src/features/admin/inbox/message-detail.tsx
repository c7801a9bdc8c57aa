import { Anchor, Stack, Text, Title } from '@mantine/core'
import type { ContactMessage } from '../../../api/schemas'
import { EntryFrame } from './entry-frame'
import { FactsList } from './facts-list'
import { messageEntry, serviceLabel } from './inbox-entries'

/** A contact message: who sent it, how to reach them, the service and the message itself. */
export function MessageDetail({ message, backTo }: { message: ContactMessage; backTo: string }) {
  return (
    <EntryFrame entry={messageEntry(message)} backTo={backTo}>
      <FactsList
        facts={[
          { label: 'Name', value: message.name },
          { label: 'Email', value: <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor> },
          {
            label: 'Phone',
            value: message.phone ? (
              <Anchor href={`tel:${message.phone.replace(/\s+/g, '')}`}>{message.phone}</Anchor>
            ) : (
              'Not given'
            ),
          },
          { label: 'Service', value: serviceLabel(message.service) },
        ]}
      />
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Message
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
      </Stack>
    </EntryFrame>
  )
}
