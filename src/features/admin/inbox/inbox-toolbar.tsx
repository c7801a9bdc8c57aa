import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { trainingPackages, useTrainingSessions } from '../../../api/resources/training'
import { REGISTRATION_STATUSES, STATUS_TEXT } from '../../../api/rules/registration-lifecycle'
import { CONTACT_SERVICES } from '../../../api/schemas/options'
import { sessionDateText } from '../../training/sessions'
import { serviceLabel } from './inbox-entries'
import type { InboxFilterName, InboxParamsState } from './inbox-params'

export const SEARCH_DELAY_MS = 300
/** A registration kept for the next cohort has no session: the list filter's `sessionId=null`. */
export const NEXT_COHORT = 'null'

type Option = { value: string; label: string }
const READ_OPTIONS: Option[] = [
  { value: 'false', label: 'Unread' },
  { value: 'true', label: 'Read' },
]

/** The search box, typed into freely: the URL (and the list) follow once typing pauses. */
function InboxSearch({ state, label }: { state: InboxParamsState; label: string }) {
  const inUrl = state.params.q
  const [text, setText] = useState(inUrl)
  const [settled] = useDebouncedValue(text, SEARCH_DELAY_MS)
  // The URL changed elsewhere (back button, Clear filters): the box shows it.
  const [shown, setShown] = useState(inUrl)
  if (shown !== inUrl) {
    setShown(inUrl)
    setText(inUrl)
  }
  useEffect(() => {
    if (settled.trim() !== inUrl) state.setSearch(settled)
    // Only a settled change of the text searches; the URL's own changes are handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <TextInput
      label={label}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      miw={240}
    />
  )
}

function FilterSelect({
  state,
  name,
  label,
  options,
  maxWidth,
}: {
  state: InboxParamsState
  name: InboxFilterName
  label: string
  options: Option[]
  /** For long option texts (a session's title and date). */
  maxWidth?: number
}) {
  return (
    <NativeSelect
      maw={maxWidth}
      label={label}
      value={state.params.filters[name] ?? ''}
      data={[{ value: '', label: 'All' }, ...options]}
      onChange={(event) => state.setFilter(name, event.currentTarget.value)}
    />
  )
}

function RegistrationFilters({ state }: { state: InboxParamsState }) {
  const sessions = useTrainingSessions().data ?? []
  const packages = trainingPackages.useList().data ?? []
  return (
    <>
      <FilterSelect
        state={state}
        name="status"
        label="Status"
        options={REGISTRATION_STATUSES.map((status) => ({ value: status, label: STATUS_TEXT[status] }))}
      />
      <FilterSelect
        state={state}
        name="session"
        label="Session"
        maxWidth={300}
        options={[
          ...sessions.map((session) => ({ value: session.id, label: `${session.title}, ${sessionDateText(session)}` })),
          { value: NEXT_COHORT, label: 'Next cohort (no session yet)' },
        ]}
      />
      <FilterSelect
        state={state}
        name="package"
        label="Package"
        options={packages.map((p) => ({ value: p.id, label: p.name }))}
      />
      <FilterSelect state={state} name="read" label="Read" options={READ_OPTIONS} />
    </>
  )
}

/** Search and the filters of the kind shown; each is kept in the URL. */
export function InboxToolbar({ state }: { state: InboxParamsState }) {
  const { kind } = state.params
  return (
    <Group gap="sm" align="flex-end">
      {/* A new kind is a new box: its text does not carry over. */}
      <InboxSearch key={kind} state={state} label={kind === 'messages' ? 'Search messages' : 'Search registrations'} />
      {kind === 'registrations' ? (
        <RegistrationFilters state={state} />
      ) : (
        <>
          <FilterSelect
            state={state}
            name="service"
            label="Service"
            options={CONTACT_SERVICES.map((service) => ({ value: service, label: serviceLabel(service) }))}
          />
          <FilterSelect state={state} name="read" label="Read" options={READ_OPTIONS} />
        </>
      )}
    </Group>
  )
}
