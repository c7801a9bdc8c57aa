import nodemailer from 'nodemailer'
import { sql } from 'kysely'
import type { NotificationEmail } from '../../src/api/schemas'
import type { Db } from '../db/connect'

/** Stored in the same transaction as the registration: an e-mail exists exactly when the registration does. */
export async function enqueueEmail(db: Db, email: NotificationEmail): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('outbox')
    .values({ recipient: email.to, subject: email.subject, body: email.body, created_at: now, next_attempt_at: now })
    .execute()
}

const MAX_ATTEMPTS = 8
/** 1 min, 2, 4 … after each failure. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts, 10)

type Send = (email: { to: string; subject: string; text: string }) => Promise<unknown>

/**
 * Sends what is due, a few at a time. `for update skip locked` lets several server instances share one outbox
 * without sending an e-mail twice.
 */
export async function sendDueEmails(db: Db, send: Send): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  await db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number; recipient: string; subject: string; body: string; attempts: number }>`
      select id, recipient, subject, body, attempts from outbox
      where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${new Date().toISOString()}
      order by id limit 10 for update skip locked`.execute(trx)
    for (const email of due.rows) {
      try {
        await send({ to: email.recipient, subject: email.subject, text: email.body })
        await trx.updateTable('outbox').set({ sent_at: new Date().toISOString(), last_error: null }).where('id', '=', email.id).execute()
        sent++
      } catch (error) {
        const attempts = email.attempts + 1
        await trx
          .updateTable('outbox')
          .set({
            attempts,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
            next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
          })
          .where('id', '=', email.id)
          .execute()
        failed++
      }
    }
  })
  return { sent, failed }
}

/** With SMTP_URL set, the outbox is sent every few seconds through nodemailer; without it, e-mails wait in the table. */
export function startMailer(db: Db, smtpUrl: string | undefined, from: string, log: (message: string) => void) {
  if (!smtpUrl) return { stop: async () => undefined }
  const transport = nodemailer.createTransport(smtpUrl)
  const send: Send = (email) => transport.sendMail({ from, ...email })
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = sendDueEmails(db, send)
      .then(({ sent, failed }) => (sent || failed) && log(`outbox: ${sent} sent, ${failed} failed`))
      .catch((error) => log(`outbox: ${String(error)}`))
  }, 5000)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}
