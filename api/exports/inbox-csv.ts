import { CSV_CONTENT_TYPE, csvAttachment, toCsv, type CsvColumn } from '../rules/csv'
import { STATUS_TEXT, statusOf } from '../../src/api/rules/registration-lifecycle'
import type { ContactMessage, Registration, TrainingPackage, TrainingSession } from '../../src/api/schemas'

/**
 * The inbox's CSV files: their columns and the response. Loaded when an export is asked for (a dynamic import), so
 * the demo's mock layer does not carry it.
 */

/** What a row needs beyond the record: package names and session dates, looked up once per export. */
export interface ExportLookups {
  packages: ReadonlyMap<string, Pick<TrainingPackage, 'name'>>
  sessions: ReadonlyMap<string, Pick<TrainingSession, 'date'>>
}

const sessionDate = (session: Pick<TrainingSession, 'date'> | undefined) =>
  session ? `${session.date.day} ${session.date.month} ${session.date.year}` : ''

/** The columns a training manager works from. A stored registration may predate statuses and payments. */
const registrationColumns = ({ packages, sessions }: ExportLookups): CsvColumn<Registration>[] => [
  { heading: 'Created', value: (r) => r.createdAt },
  { heading: 'Name', value: (r) => r.fullName },
  { heading: 'Email', value: (r) => r.email },
  { heading: 'Phone', value: (r) => r.phone },
  { heading: 'WhatsApp', value: (r) => r.whatsappNumber },
  { heading: 'Package', value: (r) => packages.get(r.trainingPackage)?.name ?? r.trainingPackage },
  { heading: 'Session', value: (r) => r.sessionTitle },
  { heading: 'Session date', value: (r) => sessionDate(r.sessionId ? sessions.get(r.sessionId) : undefined) },
  { heading: 'Amount (NGN)', value: (r) => r.amount },
  { heading: 'Status', value: (r) => STATUS_TEXT[statusOf(r)] },
  { heading: 'Payment reference', value: (r) => r.payment?.reference },
  { heading: 'Read', value: (r) => r.read },
]

const messageColumns: CsvColumn<ContactMessage>[] = [
  { heading: 'Received', value: (m) => m.createdAt },
  { heading: 'Name', value: (m) => m.name },
  { heading: 'Email', value: (m) => m.email },
  { heading: 'Phone', value: (m) => m.phone },
  { heading: 'Service', value: (m) => m.service },
  { heading: 'Message', value: (m) => m.message },
  { heading: 'Read', value: (m) => m.read },
]

function csvFile<T>(name: string, columns: readonly CsvColumn<T>[], records: T[]): Response {
  return new Response(toCsv(columns, records), {
    headers: {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': csvAttachment(name, new Date()),
      'Cache-Control': 'no-store',
    },
  })
}

export const registrationsCsv = (registrations: Registration[], lookups: ExportLookups) =>
  csvFile('registrations', registrationColumns(lookups), registrations)

export const messagesCsv = (messages: ContactMessage[]) => csvFile('messages', messageColumns, messages)
