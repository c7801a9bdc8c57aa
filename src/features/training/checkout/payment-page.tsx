import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { STATUS_TEXT } from '../../../api/rules/registration-lifecycle'
import { fetchPaymentStatus } from './payment-api'

/** Where a visitor returns from the checkout: the registration's status, read again (and verified) by its reference. */
export function PaymentPage() {
  const reference = useParams().reference ?? ''
  const { data, isPending, isError } = useQuery({
    queryKey: ['payments', reference],
    queryFn: () => fetchPaymentStatus(reference),
  })
  return (
    <Container size="xs" py={64}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          Your payment
        </Title>
        {isPending ? <Loader aria-label="Checking your payment" /> : null}
        {isError ? (
          <Alert color="red" role="alert">
            We could not find this payment. If you paid, e-mail us your reference: {reference}
          </Alert>
        ) : null}
        {data ? (
          <div role="status">
            <Text fw={700} fz="xl">
              {STATUS_TEXT[data.status]}
            </Text>
            <Text>
              {data.status === 'paid'
                ? 'Thank you: your payment is received and your place is confirmed. We have e-mailed you.'
                : 'No payment has been received for this registration yet. You can pay from the link in your e-mail, or by bank transfer.'}
            </Text>
          </div>
        ) : null}
        <div>
          <Button component={Link} to="/training" variant="outline" color="night.9">
            Back to training
          </Button>
        </div>
      </Stack>
    </Container>
  )
}
