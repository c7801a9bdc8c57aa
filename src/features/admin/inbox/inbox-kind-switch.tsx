import { SegmentedControl } from '@mantine/core'
import type { EntryKind } from './inbox-entries'
import { useUnreadCounts } from './use-inbox'

const withUnread = (label: string, unread: number) => (unread > 0 ? `${label} (${unread} unread)` : label)

/** Registrations or messages, each a list of its own (paged by the API); the unread of each counted over all. */
export function InboxKindSwitch({ value, onChange }: { value: EntryKind; onChange: (kind: EntryKind) => void }) {
  const unread = useUnreadCounts()
  return (
    <SegmentedControl
      aria-label="Show"
      value={value}
      onChange={(kind) => onChange(kind as EntryKind)}
      color="night.9"
      data={[
        { value: 'registrations', label: withUnread('Registrations', unread.registrations) },
        { value: 'messages', label: withUnread('Messages', unread.messages) },
      ]}
    />
  )
}
