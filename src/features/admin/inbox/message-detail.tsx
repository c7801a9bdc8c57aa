import { Anchor, Stack, Text, Title } from '@mantine/core'
import { telHref } from '../../../api/phone'
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
            // A link only for what is a phone number: the contact form takes any short text here.
            value: !message.phone ? (
              'Not given'
            ) : telHref(message.phone) ? (
              <Anchor href={telHref(message.phone)}>{message.phone}</Anchor>
            ) : (
              message.phone
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
