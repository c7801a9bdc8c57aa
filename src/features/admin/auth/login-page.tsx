import { Anchor, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { Screen } from '../../../components/screen'

export function LoginPage() {
  return (
    <Screen title="Admin Login" intro="Sign in to manage the website content.">
      <Text>Any e-mail and password work for this demo.</Text>
      <Anchor component={Link} to="/dashboard">
        Continue to the dashboard
      </Anchor>
    </Screen>
  )
}
