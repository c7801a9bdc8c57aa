import type { InboxKind } from '../../../api/resources/inquiries'
import { STATUS_TEXT, statusOf } from '../../../api/rules/registration-lifecycle'
import { sharedNetworkNotice } from '../../../api/rules/seat-limits'
import type { ContactMessage, Registration } from '../../../api/schemas'

/** The kinds as they appear in the inbox's URLs (/dashboard/inbox/messages/:id, ?kind=registrations). */
export const ENTRY_KINDS = ['messages', 'registrations'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]
export const isEntryKind = (value: string | null | undefined): value is EntryKind => ENTRY_KINDS.includes(value as EntryKind)

/** The API inbox that holds each kind. */
export const API_KIND: Record<EntryKind, InboxKind> = { messages: 'contact-messages', registrations: 'registrations' }

export const KIND_LABEL: Record<EntryKind, string> = { messages: 'Message', registrations: 'Registration' }

/** One row of the inbox, whatever its kind. */
export interface InboxEntry {
  kind: EntryKind
  id: string
  createdAt: string
  read: boolean
  sender: string
  email: string
  summary: string
  /** A registration's status, in words ('Awaiting payment'); messages have none. */
  status?: string
  /** For staff: many unpaid seats of its session were held from its network when it was made ('4 unpaid holds from one network'). */
  notice?: string
}

const SERVICE_LABEL: Record<ContactMessage['service'], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  battery: 'Battery storage',
  maintenance: 'Maintenance',
  consultation: 'Consultation',
}
export const serviceLabel = (service: ContactMessage['service']) => SERVICE_LABEL[service]

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

export const messageEntry = (message: ContactMessage): InboxEntry => ({
  kind: 'messages',
  id: message.id,
  createdAt: message.createdAt,
  read: message.read,
  sender: message.name,
  email: message.email,
  summary: `${SERVICE_LABEL[message.service]}: ${message.message}`,
})

export const registrationEntry = (registration: Registration): InboxEntry => ({
  kind: 'registrations',
  id: registration.id,
  createdAt: registration.createdAt,
  read: registration.read,
  sender: registration.fullName,
  email: registration.email,
  summary: `${capitalize(registration.trainingPackage)} package: ${registration.sessionTitle}`,
  status:
    statusOf(registration) === 'paid' && registration.paid?.simulated
      ? `${STATUS_TEXT.paid} (test payment)`
      : STATUS_TEXT[statusOf(registration)],
  ...(sharedNetworkNotice(registration.networkHolds) ? { notice: sharedNetworkNotice(registration.networkHolds)! } : {}),
})

export const entryPath = (kind: EntryKind, id: string) => `/dashboard/inbox/${kind}/${encodeURIComponent(id)}`

const receivedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
/** '3 Jul 2025, 14:05' */
export const formatReceived = (iso: string) => receivedFormat.format(new Date(iso))
