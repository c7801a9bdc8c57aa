import { useMemo } from 'react'
import { useContactMessages, useRegistrations } from '../../../api/resources/inquiries'
import { mergeEntries } from './inbox-entries'

/** Both inboxes: their two queries and, once both have loaded, the merged entries (newest first). */
export function useInbox() {
  const messages = useContactMessages()
  const registrations = useRegistrations()
  const entries = useMemo(
    () => (messages.data && registrations.data ? mergeEntries(messages.data, registrations.data) : undefined),
    [messages.data, registrations.data],
  )
  return { messages, registrations, entries }
}

/** How many messages and registrations nobody has opened yet (0 while loading or failed). */
export function useUnreadCount(): number {
  const messages = useContactMessages()
  const registrations = useRegistrations()
  const unread = (items: { read: boolean }[] | undefined) => items?.filter((item) => !item.read).length ?? 0
  return unread(messages.data) + unread(registrations.data)
}
