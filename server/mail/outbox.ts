import { sql } from 'kysely'
import type { NotificationEmail } from '../../src/api/schemas'
import type { Db } from '../db/connect'
import { createMailTransport } from './transport'

/** Stored in the same transaction as the registration: an e-mail exists exactly when the registration does. */
export async function enqueueEmail(db: Db, email: NotificationEmail): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('outbox')
    .values({ recipient: email.to, subject: email.subject, body: email.body, created_at: now, next_attempt_at: now })
    .execute()
}

const MAX_ATTEMPTS = 8
const BATCH = 10
/** 1 min, 2, 4 … after each failure. */
const backoffMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts, 10)
/**
 * How long a claimed e-mail belongs to the sender that claimed it: far longer than one SMTP exchange can take with
 * the transport's timeouts. A sender that dies mid-send leaves the e-mail to be tried again once it lapses.
 */
export const CLAIM_LEASE_MS = 5 * 60_000

type Send = (email: { to: string; subject: string; text: string }) => Promise<unknown>
type Claimed = { id: number; recipient: string; subject: string; body: string; attempts: number }

/**
 * Claims the oldest due e-mail in one statement: the claim counts as an attempt and moves its next attempt past the
 * lease, so no other sender (another instance, the next tick) takes it meanwhile. `skip locked`: two senders
 * claiming at once take different e-mails.
 */
async function claimNext(db: Db): Promise<Claimed | undefined> {
  const now = Date.now()
  const { rows } = await sql<Claimed>`
    update outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now + CLAIM_LEASE_MS).toISOString()}
    where id = (
      select id from outbox
      where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${new Date(now).toISOString()}
      order by id limit 1 for update skip locked
    )
    returning id, recipient, subject, body, attempts`.execute(db)
  return rows[0]
}

/**
 * Sends what is due, a few at a time. Each claim and each result is one short statement; the SMTP exchange runs
 * outside any transaction, so on PGlite (one connection) a slow mail server never holds up a request.
 */
export async function sendDueEmails(db: Db, send: Send): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (let n = 0; n < BATCH; n++) {
    const email = await claimNext(db)
    if (!email) break
    try {
      await send({ to: email.recipient, subject: email.subject, text: email.body })
    } catch (error) {
      await db
        .updateTable('outbox')
        .set({
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          next_attempt_at: new Date(Date.now() + backoffMs(email.attempts)).toISOString(),
        })
        .where('id', '=', email.id)
        .execute()
      failed++
      continue
    }
    await db
      .updateTable('outbox')
      .set({ sent_at: new Date().toISOString(), last_error: null })
      .where('id', '=', email.id)
      .execute()
    sent++
  }
  return { sent, failed }
}

/** With SMTP_URL set, the outbox is sent every few seconds through nodemailer; without it, e-mails wait in the table. */
export function startMailer(db: Db, smtpUrl: string | undefined, from: string, log: (message: string) => void) {
  if (!smtpUrl) return { stop: async () => undefined }
  const transport = createMailTransport(smtpUrl)
  const send: Send = (email) => transport.sendMail({ from, ...email })
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    // A run still waiting for the mail server is left to finish: no second run beside it.
    running ??= sendDueEmails(db, send)
      .then(({ sent, failed }) => (sent || failed) && log(`outbox: ${sent} sent, ${failed} failed`))
      .catch((error) => log(`outbox: ${String(error)}`))
      .finally(() => (running = null))
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
