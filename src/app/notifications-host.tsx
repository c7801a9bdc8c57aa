import { Notifications } from '@mantine/notifications'

export const NOTIFICATION_LIMIT = 3
export const NOTIFICATION_AUTO_CLOSE_MS = 4000

export default function NotificationsHost() {
  return <Notifications position="bottom-right" limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
}
