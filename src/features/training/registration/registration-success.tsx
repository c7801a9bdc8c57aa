import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import type { Ref } from 'react'
import type { Registration } from '../../../api/schemas'
import classes from '../training.module.css'

interface RegistrationSuccessProps {
  registration: Registration
  headingRef: Ref<HTMLHeadingElement>
  onShowPayment: () => void
  onRegisterAnother: () => void
}

/** Replaces the form after a successful registration. */
export function RegistrationSuccess({ registration, headingRef, onShowPayment, onRegisterAnother }: RegistrationSuccessProps) {
  return (
    <Stack align="center" ta="center" gap="md" className={classes.success}>
      <ThemeIcon size={72} radius="xl" color="leaf.8">
        <IconCircleCheck size={44} aria-hidden />
      </ThemeIcon>
      <Title order={3} fz="h2" ref={headingRef} tabIndex={-1} className={classes.anchor}>
        Registration Successful!
      </Title>
      <Text size="lg" maw={520}>
        Thank you, {registration.fullName}. We have sent an e-mail with payment information to{' '}
        <strong>{registration.email}</strong>. Please follow the payment instructions in the popup to confirm your{' '}
        {registration.sessionId
          ? `seat in ${registration.sessionTitle}.`
          : 'place in the next cohort. We will e-mail you its dates as soon as they are set.'}
      </Text>
      <Group justify="center" mt="sm">
        <Button variant="outline" color="night.9" onClick={onShowPayment}>
          Show payment instructions
        </Button>
        <Button color="sun.5" c="night.9" onClick={onRegisterAnother}>
          Register Another Person
        </Button>
      </Group>
    </Stack>
  )
}
