import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMailForward } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useResendPaymentEmail } from '../../../api/resources/inquiries'
import { outbox } from '../../../api/resources/outbox'
import { PAYABLE, statusOf } from '../../../api/rules/registration-lifecycle'
import type { Registration } from '../../../api/schemas'
import { WhatsAppButton } from './whatsapp-button'

/**
 * Reaching the registrant: their payment e-mail sent again (while they owe it), and their WhatsApp chat, from the
 * WhatsApp number they gave (or their phone), in a new tab.
 */
export function RegistrationContactActions({ registration }: { registration: Registration }) {
  const resend = useResendPaymentEmail()
  const queryClient = useQueryClient()

  const resendEmail = () =>
    resend.mutate(registration.id, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: outbox.keys.all })
        notifications.show({
          color: 'leaf.9',
          title: 'Payment e-mail queued',
          message: `It goes to ${registration.email} again, with the payment link and bank details.`,
        })
      },
      onError: (error) => notifications.show({ color: 'red.9', title: 'The e-mail was not sent', message: error.message }),
    })

  return (
    <Group gap="sm">
      {PAYABLE.includes(statusOf(registration)) ? (
        <Button
          variant="default"
          onClick={resendEmail}
          loading={resend.isPending}
          leftSection={<IconMailForward size={18} aria-hidden />}
        >
          Resend e-mail
        </Button>
      ) : null}
      <WhatsAppButton name={registration.fullName} numbers={[registration.whatsappNumber, registration.phone]} />
    </Group>
  )
}
