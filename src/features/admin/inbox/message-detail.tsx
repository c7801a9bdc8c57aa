import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { telHref } from '../../../api/phone'
import type { ContactMessage } from '../../../api/schemas'
import { EntryFrame } from './entry-frame'
import { FactsList } from './facts-list'
import { messageEntry, serviceLabel } from './inbox-entries'
import { WhatsAppButton } from './whatsapp-button'

/** A reply in the admin's own mail program, addressed and titled. */
const replyHref = (message: ContactMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: your ${serviceLabel(message.service).toLowerCase()} enquiry`)}`

/** A contact message: who sent it, how to reach them (reply by e-mail, WhatsApp), the service and the message itself. */
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
      <Group gap="sm">
        <Button component="a" href={replyHref(message)} variant="default" leftSection={<IconMail size={18} aria-hidden />}>
          Reply by e-mail
        </Button>
        <WhatsAppButton name={message.name} numbers={[message.phone]} />
      </Group>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Message
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
      </Stack>
    </EntryFrame>
  )
}
