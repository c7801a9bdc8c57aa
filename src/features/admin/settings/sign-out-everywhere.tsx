import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useNavigate } from 'react-router-dom'
import { useSignOutEverywhere } from '../../../api/resources/session'
import { SIGNED_OUT_EVERYWHERE_STATE } from '../auth/end-session'
import { SaveError } from './save-error'

/** Ends every session of the account on the API, then signs out here as the logout page does. */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere()
  const navigate = useNavigate()
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => void navigate('/dashboard/logout', { replace: true, state: SIGNED_OUT_EVERYWHERE_STATE }),
    })

  return (
    <Stack gap="sm" maw={480} component="section" aria-labelledby="sign-out-everywhere-title">
      <Title order={2} size="h4" id="sign-out-everywhere-title">
        Sign out everywhere
      </Title>
      <Text size="sm">
        Ends every session of your account, on this device and on any other, &ldquo;Remember me&rdquo; ones included. Use it when
        a device is lost or someone else may have signed in.
      </Text>
      <SaveError error={signOut.error} title="The sessions were not ended" />
      <Group>
        <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={run} loading={signOut.isPending}>
          Sign out everywhere
        </Button>
      </Group>
    </Stack>
  )
}
