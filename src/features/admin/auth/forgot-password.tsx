import { Alert, Anchor, Collapse, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'

/** 'Forgot your password?' explains the demo instead of leading nowhere. */
export function ForgotPassword() {
  const [opened, { toggle }] = useDisclosure(false)
  return (
    <Stack gap="xs">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="forgot-password-help"
      >
        Forgot your password?
      </Anchor>
      <Collapse expanded={opened} id="forgot-password-help">
        <Alert color="night" variant="light" title="No password reset in this demo">
          This demo sends no e-mail and keeps no passwords: any e-mail address and any password sign you in, so just sign in again
          with whatever you like.
        </Alert>
      </Collapse>
    </Stack>
  )
}
