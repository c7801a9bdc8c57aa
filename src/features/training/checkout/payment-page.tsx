import { Button, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { STATUS_TEXT } from '../../../api/rules/registration-lifecycle'
import { fetchPaymentStatus } from './payment-api'
import { CheckoutPage } from './simulated-checkout'


/**
 * One route, so the entry bundle carries one screen more, not two: with `?amount=` the simulated provider's checkout,
 * otherwise the page a visitor returns to.
 */
export function PaymentPage() {
  return useSearchParams()[0].has('amount') ? <CheckoutPage /> : <PaymentStatus />
}

/** Where a visitor returns from the checkout: the registration's status, read again (and verified) by its reference. */
function PaymentStatus() {
  const reference = useParams().reference ?? ''
  const { data, isPending, isError } = useQuery({
    queryKey: ['payments', reference],
    queryFn: () => fetchPaymentStatus(reference),
  })
  return (
    <Stack maw={560} mx="auto" px="md" py={64}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          Your payment
        </Title>
        {isPending ? <Text role="status">Checking your payment…</Text> : null}
        {isError ? (
          <Text c="red.8" role="alert">
            We could not find this payment. If you paid, e-mail us your reference: {reference}
          </Text>
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
    </Stack>
  )
}
