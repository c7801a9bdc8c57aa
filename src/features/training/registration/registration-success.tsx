import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { Ref } from 'react'
import { TRAINING_TIME_ZONE } from '../../../api/rules/training-schedule'
import type { Registration, RegistrationAnswer } from '../../../api/schemas'
import { formatNaira } from '../../../lib/format'
import classes from '../training.module.css'

interface RegistrationSuccessProps {
  /** The new registration, or (the e-mail already registered) only what was sent. */
  answer: RegistrationAnswer
  headingRef: Ref<HTMLHeadingElement>
  onShowPayment: () => void
  onRegisterAnother: () => void
}

const holdFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TRAINING_TIME_ZONE })

/** What happens next, by the registration's status: pay within the hold, wait for a seat, or wait for the dates. */
function NextStep({ registration }: { registration: Registration }) {
  const amount = formatNaira(registration.amount)
  if (registration.status === 'waiting') {
    return (
      <>
        {registration.sessionTitle} is full, so you are on its waiting list. When a seat is freed we will hold it for
        you and e-mail <strong>{registration.email}</strong>; no payment is due until then.
      </>
    )
  }
  if (!registration.sessionId) {
    return (
      <>
        We have sent an e-mail with payment information to <strong>{registration.email}</strong>. Please follow the
        payment instructions in the popup to confirm your place in the next cohort ({amount}). We will e-mail you its
        dates as soon as they are set.
      </>
    )
  }
  return (
    <>
      We have sent an e-mail with payment information to <strong>{registration.email}</strong>. Please follow the
      payment instructions in the popup to confirm your seat in {registration.sessionTitle}: it is held for you
      {registration.holdExpiresAt ? ` until ${holdFormat.format(new Date(registration.holdExpiresAt))} (Lagos time)` : ''}{' '}
      while you pay {amount}.
    </>
  )
}

/**
 * Replaces the form after a successful registration. An e-mail already registered gets no payment instructions here:
 * the answer carries nothing stored, and the registration's own address was e-mailed its payment page.
 */
export function RegistrationSuccess({ answer, headingRef, onShowPayment, onRegisterAnother }: RegistrationSuccessProps) {
  const repeat = 'alreadyRegistered' in answer
  const waiting = !repeat && answer.status === 'waiting'
  return (
    <Stack align="center" ta="center" gap="md" className={classes.success}>
      <ThemeIcon size={72} radius="xl" color="leaf.8">
        <IconCircleCheck size={44} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="h2" ref={headingRef} tabIndex={-1} className={classes.anchor}>
        {repeat ? 'You are already registered' : waiting ? 'You are on the waiting list' : 'Registration Successful!'}
      </Title>
      <Text size="lg" maw={520}>
        {repeat ? (
          <>
            <strong>{answer.email}</strong> is already registered for this training, so nothing new was registered. We
            have e-mailed it where your registration stands and the link to its payment page.
          </>
        ) : (
          <>
            Thank you, {answer.fullName}. <NextStep registration={answer} />
          </>
        )}
      </Text>
      <Group justify="center" mt="sm">
        {waiting || repeat ? null : (
          <Button variant="outline" color="night.9" onClick={onShowPayment}>
            Show payment instructions
          </Button>
        )}
        <Button color="sun.5" c="night.9" onClick={onRegisterAnother}>
          Register Another Person
        </Button>
      </Group>
    </Stack>
  )
}

