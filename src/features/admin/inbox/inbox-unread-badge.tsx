import { Badge, VisuallyHidden } from '@mantine/core'
import { useUnreadCounts } from './use-inbox'

/** The number of unread inbox entries, for the sidebar; nothing when all are read. */
export function InboxUnreadBadge() {
  const count = useUnreadCounts().all
  if (count === 0) return null
  return (
    <Badge color="sun.6" autoContrast size="sm" circle={count < 10} data-testid="inbox-unread-count">
      {count}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  )
}
