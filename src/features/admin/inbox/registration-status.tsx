import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { AdminDialog } from '../forms/admin-dialog'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCash, IconCircleX } from '@tabler/icons-react'
import { useRegistrationAction } from '../../../api/resources/registration-lifecycle'
import { CANCELLABLE, PAYABLE, STATUS_TEXT, statusOf } from '../../../api/rules/registration-lifecycle'
import type { PaymentRecord, Registration } from '../../../api/schemas'
import { sharedNetworkNotice } from '../../../api/rules/seat-limits'
import { FactsList } from './facts-list'
import { SHARED_NETWORK_HELP } from './shared-network-badge'
import { formatReceived } from './inbox-entries'
import { MarkPaidDialog } from './mark-paid-dialog'

/** What the status means for the seat, in the admin's words. */
function seatText(registration: Registration): string {
  switch (statusOf(registration)) {
    case 'awaiting-payment':
      return registration.holdExpiresAt
        ? `Seat held until ${formatReceived(registration.holdExpiresAt)}; it returns unless the payment is recorded by then.`
        : registration.sessionId
          ? 'Seat held until the payment is recorded.'
          : 'No seat yet: kept for the next cohort.'
    case 'paid':
      return registration.sessionId ? 'Seat confirmed.' : 'Paid; a seat in the next cohort once a session is chosen.'
    case 'waiting':
      return 'No seat: first come, first served when one is freed.'
    default:
      return 'No seat: it was given back.'
  }
}

/**
 * How it was paid, for the record: 'Bank transfer, 3 Jul 2025, 14:05, recorded by … (proof: …)'; a payment in the
 * simulated checkout says it was a test.
 */
function paymentText(paid: PaymentRecord): string {
  const how =
    paid.via === 'bank-transfer' ? 'Bank transfer' : paid.simulated ? 'Online, a test payment: no money moved' : 'Online'
  const by = paid.recordedBy ? `, recorded by ${paid.recordedBy}` : ''
  const proof = paid.proof ? ` (proof: ${paid.proof})` : ''
  return `${how}, ${formatReceived(paid.at)}${by}${proof}`
}

/** The registration's status, and the admin's two actions on it: record a bank transfer, or cancel. */
export function RegistrationStatus({ registration }: { registration: Registration }) {
  const status = statusOf(registration)
  const notice = sharedNetworkNotice(registration.networkHolds)
  const cancel = useRegistrationAction('cancel')
  const [confirming, { open, close }] = useDisclosure(false)
  const [recording, recordPayment] = useDisclosure(false)
  const failed = (title: string) => (error: Error) => notifications.show({ color: 'red.9', title, message: error.message })

  const confirmCancel = () => {
    close()
    cancel.mutate(
      { id: registration.id, body: undefined },
      {
        onSuccess: () =>
          notifications.show({ color: 'leaf.9', title: 'Registration cancelled', message: `From ${registration.fullName}.` }),
        onError: failed('The registration was not cancelled'),
      },
    )
  }

  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Status
      </Title>
      <FactsList
        facts={[
          { label: 'Status', value: <span aria-live="polite">{STATUS_TEXT[status]}</span> },
          { label: 'Seat', value: seatText(registration) },
          ...(notice ? [{ label: 'Network', value: `${notice}. ${SHARED_NETWORK_HELP}` }] : []),
          ...(registration.paid ? [{ label: 'Payment', value: paymentText(registration.paid) }] : []),
        ]}
      />
      {PAYABLE.includes(status) || CANCELLABLE.includes(status) ? (
        <Group gap="sm">
          {PAYABLE.includes(status) ? (
            <Button color="leaf.9" onClick={recordPayment.open} leftSection={<IconCash size={18} aria-hidden />}>
              Mark as paid
            </Button>
          ) : null}
          {CANCELLABLE.includes(status) ? (
            <Button
              color="red.9"
              variant="outline"
              onClick={open}
              loading={cancel.isPending}
              leftSection={<IconCircleX size={18} aria-hidden />}
            >
              Cancel registration
            </Button>
          ) : null}
        </Group>
      ) : null}
      <MarkPaidDialog registration={registration} opened={recording} onClose={recordPayment.close} />
      <AdminDialog opened={confirming} onClose={close} title="Cancel this registration?">
        <Text mb="lg">
          The registration of {registration.fullName} is cancelled; a seat it holds goes to the first person waiting, or back to
          the session.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Keep it
          </Button>
          <Button color="red.9" onClick={confirmCancel}>
            Cancel registration
          </Button>
        </Group>
      </AdminDialog>
    </Stack>
  )
}
