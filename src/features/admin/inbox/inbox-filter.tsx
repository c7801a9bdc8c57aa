import { SegmentedControl } from '@mantine/core'
import { useSearchParams } from 'react-router-dom'
import { isEntryKind, type EntryKind, type InboxEntry } from './inbox-entries'

export type InboxFilterValue = 'all' | EntryKind

/** The kind shown, read from ?kind= (anything else shows all). */
export function useInboxFilter() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('kind')
  const filter: InboxFilterValue = isEntryKind(requested) ? requested : 'all'

  const setFilter = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (isEntryKind(value)) next.set('kind', value)
        else next.delete('kind')
        return next
      },
      { replace: true },
    )
  return { filter, setFilter }
}

interface InboxFilterProps {
  value: InboxFilterValue
  onChange: (value: string) => void
  entries: InboxEntry[]
}

/** All / Messages / Registrations, each with its count. */
export function InboxFilter({ value, onChange, entries }: InboxFilterProps) {
  const count = (kind: EntryKind) => entries.filter((entry) => entry.kind === kind).length
  return (
    <SegmentedControl
      aria-label="Show"
      value={value}
      onChange={onChange}
      color="night.9"
      data={[
        { value: 'all', label: `All (${entries.length})` },
        { value: 'messages', label: `Messages (${count('messages')})` },
        { value: 'registrations', label: `Registrations (${count('registrations')})` },
      ]}
    />
  )
}
