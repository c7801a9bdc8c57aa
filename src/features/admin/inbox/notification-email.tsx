import { Stack, Text, Title } from '@mantine/core'
import type { NotificationEmail } from '../../../api/schemas'
import { FactsList } from './facts-list'
import classes from './inbox.module.css'

/** The e-mail the API built for the training team when the registration arrived. */
export function NotificationEmailView({ email }: { email: NotificationEmail }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="notification-email-heading">
      <Title order={2} fz="h4" id="notification-email-heading">
        Notification e-mail to the training team
      </Title>
      <Text size="sm" c="gray.7">
        Built when the registration arrived; a real server would send it.
      </Text>
      <FactsList
        facts={[
          { label: 'To', value: email.to },
          { label: 'Subject', value: email.subject },
        ]}
      />
      <pre className={classes.email} data-testid="notification-email-body">
        {email.body}
      </pre>
    </Stack>
  )
}
