import { Alert, Anchor, Collapse, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { MOCK_ENABLED } from '../../../api/config'

const HELP = MOCK_ENABLED
  ? {
      title: 'No password reset in this demo',
      text: 'This demo sends no e-mail and keeps no passwords: any e-mail address and any password sign you in, so just sign in again with whatever you like.',
    }
  : {
      title: 'No password reset by e-mail',
      text: 'This site sends no reset links. Ask whoever runs the server to set a new password for your account (npm run create-admin).',
    }

/** 'Forgot your password?' says what to do in this mode instead of leading nowhere. */
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
        <Alert color="night" variant="light" title={HELP.title}>
          {HELP.text}
        </Alert>
      </Collapse>
    </Stack>
  )
}
