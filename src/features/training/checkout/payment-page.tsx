import { Button, Stack, Text } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { STATUS_TEXT } from '../../../api/rules/registration-lifecycle'
import { CheckoutFrame } from './checkout-frame'
import { formatNaira } from '../../../lib/format'
import { fetchPaymentStatus, startCheckout } from './payment-api'
import { usePaymentMode } from '../../../api/resources/payment-mode'
import { CheckoutPage } from './simulated-checkout'

/**
 * One route, so the entry bundle carries one screen more, not two: with `?amount=` the simulated provider's checkout,
 * otherwise the page a visitor returns to.
 */
export function PaymentPage() {
  return useSearchParams()[0].has('amount') ? <CheckoutPage /> : <PaymentStatus />
}

/** Sends the registrant to the provider's checkout (started on first ask); a failure says so and can be tried again. */
function PayOnline({ reference, amount }: { reference: string; amount: number }) {
  const navigate = useNavigate()
  const checkout = useMutation({
    mutationFn: () => startCheckout(reference),
    onSuccess: ({ checkoutUrl }) => {
      const target = new URL(checkoutUrl, window.location.href)
      if (target.origin === window.location.origin) navigate(target.pathname + target.search)
      else window.location.assign(target.href)
    },
  })
  return (
    <Stack gap="xs" align="flex-start">
      <Button color="leaf.9" size="md" loading={checkout.isPending} onClick={() => checkout.mutate()}>
        Pay {formatNaira(amount)} online
      </Button>
      {checkout.isError ? (
        <Text c="red.8" role="alert">
          {checkout.error.message}
        </Text>
      ) : null}
    </Stack>
  )
}

/** Where a visitor returns from the checkout: the registration's status, read again (and verified) by its reference. */
function PaymentStatus() {
  const reference = useParams().reference ?? ''
  const mode = usePaymentMode()
  const online = mode === 'paystack' || mode === 'simulated'
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['payments', reference],
    queryFn: () => fetchPaymentStatus(reference),
    // The status changes elsewhere (the checkout, the provider's webhook): read it again on every visit.
    refetchOnMount: 'always',
  })
  return (
    <CheckoutFrame title="Your payment">
      {isPending ? <Text role="status">Checking your payment…</Text> : null}
      {isError ? (
        <Stack gap="xs" align="flex-start">
          <Text c="red.8" role="alert">
            We could not find this payment. If you paid, e-mail us your reference: {reference}
          </Text>
          <Button variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {data ? (
        <div role="status">
          <Text fw={700} fz="xl">
            {STATUS_TEXT[data.status]}
          </Text>
          <Text>
            {data.status === 'paid'
              ? 'Thank you: your payment is received and your place is confirmed. We have e-mailed you.'
              : data.status !== 'awaiting-payment'
                ? 'This registration has nothing to pay.'
                : mode === 'off'
                  ? 'No payment has been received for this registration yet. Please pay by bank transfer, as your e-mail says.'
                  : 'No payment has been received for this registration yet. Pay online now, or by bank transfer as your e-mail says.'}
          </Text>
        </div>
      ) : null}
      {data?.status === 'awaiting-payment' && online ? <PayOnline reference={reference} amount={data.amount} /> : null}
      <div>
        <Button component={Link} to="/training" variant="outline" color="night.9">
          Back to training
        </Button>
      </div>
    </CheckoutFrame>
  )
}
