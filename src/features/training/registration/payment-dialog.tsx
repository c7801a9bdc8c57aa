import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { Registration, SiteSettings, TrainingPackage } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import classes from '../training.module.css'

interface PaymentDialogProps {
  opened: boolean
  onClose: () => void
  registration: Registration
  pkg: TrainingPackage | undefined
  settings: SiteSettings | undefined
}

/**
 * Where to pay by card: the checkout the API started for this registration. None while its payment still awaits a
 * checkout: online payment is off (bank transfer only) or the provider could not be reached just now (the e-mail's
 * payment page tries again). A registration stored before online payment has the package's link.
 */
const cardPaymentUrl = (registration: Registration, pkg: TrainingPackage | undefined) =>
  registration.payment ? (registration.payment.awaitsCheckout ? undefined : registration.payment.checkoutUrl) : pkg?.paymentUrl

/** How to pay, as specified: card online, or a bank transfer with the proof e-mailed to the training team. */
export function PaymentDialog({ opened, onClose, registration, pkg, settings }: PaymentDialogProps) {
  const amount = formatNaira(registration.amount)
  const cardUrl = cardPaymentUrl(registration, pkg)
  const subject = encodeURIComponent(
    `Proof of payment: ${registration.fullName}, ${pkg?.name ?? registration.trainingPackage} package`,
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Payment Instructions"
      size="lg"
      radius="lg"
      centered
      returnFocus={false}
      closeButtonProps={{ 'aria-label': 'Close payment instructions' }}
      classNames={{ title: classes.modalTitle }}
    >
      <Stack gap="md">
        <div className={classes.amountBox}>
          <Text size="sm" c="gray.7" fw={600}>
            {pkg?.name ?? 'Training'} package
          </Text>
          <Text fz={32} fw={800} c="night.9" lh={1.2}>
            {amount}
          </Text>
        </div>
        {/* The registration's own checkout; registrations stored before online payment keep the package's link. */}
        {pkg && cardUrl ? (
          <Stack gap="xs">
            <Text fw={700}>Pay by card</Text>
            <Button
              component="a"
              href={cardUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="sun.5"
              c="night.9"
              rightSection={<IconExternalLink size={18} aria-hidden />}
            >
              Pay {amount} online
            </Button>
            <Text size="sm" c="gray.7">
              Opens our secure card payment page in a new tab.
            </Text>
          </Stack>
        ) : null}
        {settings ? (
          <Stack gap="xs">
            <Text fw={700}>Or pay by bank transfer</Text>
            <dl className={classes.bank}>
              <dt>Bank</dt>
              <dd>{settings.bank.bankName}</dd>
              <dt>Account name</dt>
              <dd>{settings.bank.accountName}</dd>
              <dt>Account number</dt>
              <dd className={classes.accountNumber}>{settings.bank.accountNumber}</dd>
              <dt>Amount</dt>
              <dd>{amount}</dd>
            </dl>
            <Text size="sm">
              After a transfer, e-mail your proof of payment to{' '}
              <Anchor href={`mailto:${settings.trainingEmail}?subject=${subject}`} fw={700} underline="always" c="night.9">
                {settings.trainingEmail}
              </Anchor>{' '}
              so we can confirm your seat.
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
