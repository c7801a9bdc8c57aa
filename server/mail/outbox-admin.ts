import type { OutboxMail, OutboxPage } from '../../src/api/schemas'
import type { Db } from '../db/connect'

type OutboxRow = {
  id: number
  recipient: string
  subject: string
  body: string
  created_at: Date | string
  sent_at: Date | string | null
  attempts: number
  last_error: string | null
}

const iso = (time: Date | string) => new Date(time).toISOString()

/** A row as the admin sees it: sent once it went; failed while its last attempt failed; queued before any attempt. */
export function outboxMailOf(row: OutboxRow): OutboxMail {
  return {
    id: String(row.id),
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.sent_at ? 'sent' : row.last_error ? 'failed' : 'queued',
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
  }
}

export async function listOutbox(db: Db, page: number, pageSize: number): Promise<OutboxPage> {
  const { total } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  return { items: rows.map(outboxMailOf), total: Number(total), page, pageSize }
}

/**
 * Due at once, with a fresh count of attempts (one that had used them all is tried again). An e-mail being sent right
 * now may go twice: the admin asked for it again.
 */
export async function resendOutboxMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined
  const row = await db
    .updateTable('outbox')
    .set({ sent_at: null, attempts: 0, last_error: null, next_attempt_at: new Date().toISOString() })
    .where('id', '=', Number(id))
    .returningAll()
    .executeTakeFirst()
  return row && outboxMailOf(row)
}
