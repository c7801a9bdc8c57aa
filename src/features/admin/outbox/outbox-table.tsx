import { Badge, Button, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useResendMail } from '../../../api/resources/outbox'
import type { OutboxMail } from '../../../api/schemas'
import { formatReceived } from '../inbox/inbox-entries'

const STATUS_COLOR: Record<OutboxMail['status'], string> = { queued: 'night.9', sent: 'leaf.9', failed: 'red.8' }
const STATUS_LABEL: Record<OutboxMail['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' }

function ResendButton({ mail }: { mail: OutboxMail }) {
  const resend = useResendMail()
  const onResend = () =>
    resend.mutate(mail.id, {
      onSuccess: () => notifications.show({ color: 'leaf.9', title: 'E-mail queued again', message: `${mail.subject} to ${mail.to}` }),
      onError: (error) => notifications.show({ color: 'red', title: "The e-mail couldn't be queued again", message: error.message }),
    })
  return (
    <Button size="xs" variant="outline" color="night.9" loading={resend.isPending} onClick={onResend} aria-label={`Resend "${mail.subject}" to ${mail.to}`}>
      Resend
    </Button>
  )
}

/** The e-mails of one page: recipient, subject, status (with the last error), attempts, time, and Resend. */
export function OutboxTable({ mails }: { mails: OutboxMail[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Outbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">To</Table.Th>
            <Table.Th scope="col">Subject</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Attempts</Table.Th>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => {
            const time = mail.sentAt ?? mail.createdAt
            return (
              <Table.Tr key={mail.id}>
                <Table.Td>{mail.to}</Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2}>
                    {mail.subject}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[mail.status]}>{STATUS_LABEL[mail.status]}</Badge>
                  {mail.lastError ? (
                    <Text size="xs" c="red.9" mt={4} maw={240}>
                      Last error: {mail.lastError}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{mail.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm" component="time" dateTime={time} style={{ whiteSpace: 'nowrap' }}>
                    {mail.sentAt ? 'Sent ' : 'Queued '}
                    {formatReceived(time)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ResendButton mail={mail} />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
