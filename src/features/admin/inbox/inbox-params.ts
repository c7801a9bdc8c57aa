import { useSearchParams } from 'react-router-dom'
import type { InboxListQuery } from '../../../api/resources/inquiries'
import { REGISTRATION_STATUSES } from '../../../api/rules/registration-lifecycle'
import { CONTACT_SERVICES } from '../../../api/schemas/options'
import { isEntryKind, type EntryKind } from './inbox-entries'

export const INBOX_PAGE_SIZE = 25

/** The filters each kind offers, as the URL names them (?status=paid) and as the API's list does (filterable fields). */
export const INBOX_FILTERS = {
  registrations: { status: 'status', session: 'sessionId', package: 'trainingPackage', read: 'read' },
  messages: { service: 'service', read: 'read' },
} as const satisfies Record<EntryKind, Record<string, string>>

/** Filters of fixed options: a value the URL holds beyond them (a hand-edited link) is left out, not sent. */
const OPTIONS: Partial<Record<InboxFilterName, readonly string[]>> = {
  status: REGISTRATION_STATUSES,
  service: CONTACT_SERVICES,
  read: ['true', 'false'],
}

export type InboxFilterName = keyof (typeof INBOX_FILTERS)['registrations'] | keyof (typeof INBOX_FILTERS)['messages']

/** What the inbox shows, all of it in the URL (a reload, the back button or a shared link keeps it). */
export interface InboxParams {
  kind: EntryKind
  page: number
  q: string
  filters: Partial<Record<InboxFilterName, string>>
}

/** Reads the URL: registrations unless ?kind=messages; filters the kind does not offer are ignored. */
export function readInboxParams(search: URLSearchParams): InboxParams {
  const requested = search.get('kind')
  const kind: EntryKind = isEntryKind(requested) ? requested : 'registrations'
  const page = Number(search.get('page'))
  const filters: InboxParams['filters'] = {}
  for (const name of Object.keys(INBOX_FILTERS[kind]) as InboxFilterName[]) {
    const value = search.get(name)
    if (value && (OPTIONS[name]?.includes(value) ?? true)) filters[name] = value
  }
  return { kind, page: Number.isInteger(page) && page > 1 ? page : 1, q: search.get('q')?.trim() ?? '', filters }
}

/** The API's list query for these params. */
export function inboxListQuery({ kind, page, q, filters }: InboxParams): InboxListQuery {
  const fields: Record<string, string> = INBOX_FILTERS[kind]
  const apiFilters = Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) => (value && fields[name] ? [[fields[name], [value]]] : [])),
  )
  return { page, pageSize: INBOX_PAGE_SIZE, q: q || undefined, filters: apiFilters }
}

export const isFiltered = (params: InboxParams) => params.q !== '' || Object.values(params.filters).some(Boolean)

/** The inbox's params and the moves that change them: a new kind, search or filter starts again at page 1. */
export function useInboxParams() {
  const [search, setSearch] = useSearchParams()
  const params = readInboxParams(search)

  const update = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        change(next)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  const put = (next: URLSearchParams, key: string, value: string) => (value ? next.set(key, value) : next.delete(key))

  return {
    params,
    setKind: (kind: EntryKind) =>
      update((next) => {
        for (const key of [...next.keys()]) next.delete(key)
        if (kind !== 'registrations') next.set('kind', kind)
      }),
    setSearch: (q: string) =>
      update((next) => {
        put(next, 'q', q.trim())
        next.delete('page')
      }),
    setFilter: (name: InboxFilterName, value: string) =>
      update((next) => {
        put(next, name, value)
        next.delete('page')
      }),
    clearFilters: () =>
      update((next) => {
        for (const key of ['q', 'page', ...Object.keys(INBOX_FILTERS[params.kind])]) next.delete(key)
      }),
    setPage: (page: number) => update((next) => put(next, 'page', page > 1 ? String(page) : '')),
  }
}

export type InboxParamsState = ReturnType<typeof useInboxParams>
