import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { CheckoutFrame } from './checkout-frame'
import { formatNaira } from '../../../lib/format'
import { paymentPagePath } from '../../../api/rules/payment-page'
import { paySimulated } from './payment-api'

/**
 * The simulated provider's checkout (the demo, tests, a server started with PAYMENTS=simulated): paying asks the API
 * to settle it as a test payment, as Paystack's webhook would settle a real one; either way the visitor returns to the
 * site's payment page.
 */
export function CheckoutPage() {
  const reference = useParams().reference ?? ''
  const amountKobo = Number(useSearchParams()[0].get('amount'))
  const navigate = useNavigate()
  const [paying, setPaying] = useState(false)
  const [failed, setFailed] = useState(false)
  const valid = reference !== '' && Number.isInteger(amountKobo) && amountKobo > 0

  const pay = async () => {
    setPaying(true)
    setFailed(false)
    try {
      await paySimulated(reference)
      navigate(paymentPagePath(reference))
    } catch {
      setFailed(true)
      setPaying(false)
    }
  }

  return (
    <CheckoutFrame title="Simulated checkout">
      <Text>This stands in for the card payment page: no money moves.</Text>
      {valid ? (
        <>
          <Text size="sm" c="gray.7">
            Reference {reference}
          </Text>
          {failed ? (
            <Text c="red.8" role="alert">
              The payment could not be sent. Please try again.
            </Text>
          ) : null}
          <Group>
            <Button color="sun.5" c="night.9" onClick={pay} loading={paying}>
              Pay {formatNaira(amountKobo / 100)}
            </Button>
            <Button variant="default" onClick={() => navigate(paymentPagePath(reference))} disabled={paying}>
              Decline
            </Button>
          </Group>
        </>
      ) : (
        <Text c="red.8" role="alert">
          This checkout link is not complete.
        </Text>
      )}
    </CheckoutFrame>
  )
}
