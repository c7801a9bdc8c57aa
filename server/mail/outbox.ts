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
 * How long one e-mail's whole SMTP exchange may take (SMTP_DEADLINE_MS). The transport's timeouts only measure
 * silence: a server that sends a line every 100 ms forever trips none of them. Then the exchange is aborted, its
 * socket closed, and the e-mail waits for its next attempt like any failure.
 */
export const SEND_DEADLINE_MS = 60_000
/**
 * How long a claimed e-mail belongs to the sender that claimed it: longer than its deadline (at least 5 min). A sender
 * that dies mid-send leaves the e-mail to be tried again once it lapses.
 */
export const CLAIM_LEASE_MS = 5 * 60_000
const leaseFor = (deadlineMs: number) => Math.max(CLAIM_LEASE_MS, deadlineMs + 60_000)

/** Sends one e-mail; must give up (and close its connection) once `signal` aborts. */
type Send = (email: { to: string; subject: string; text: string }, signal: AbortSignal) => Promise<unknown>
type Claimed = { id: number; recipient: string; subject: string; body: string; attempts: number }
type SendOptions = { deadlineMs?: number; stopping?: AbortSignal }

/**
 * Claims the oldest due e-mail in one statement: the claim counts as an attempt and moves its next attempt past the
 * lease, so no other sender (another instance, the next tick) takes it meanwhile. `skip locked`: two senders
 * claiming at once take different e-mails.
 */
async function claimNext(db: Db, leaseMs: number): Promise<Claimed | undefined> {
  const now = Date.now()
  const { rows } = await sql<Claimed>`
    update outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now + leaseMs).toISOString()}
    where id = (
      select id from outbox
      where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${new Date(now).toISOString()}
      order by id limit 1 for update skip locked
    )
    returning id, recipient, subject, body, attempts`.execute(db)
  return rows[0]
}

/**
 * One e-mail, aborted at its deadline or when the mailer stops. The race settles even with a `send` that ignores its
 * signal; the error kept is why it was aborted, not the transport's "aborted".
 */
async function sendWithin(send: Send, email: Claimed, deadlineMs: number, stopping?: AbortSignal) {
  const deadline = new AbortController()
  const timer = setTimeout(
    () => deadline.abort(new Error(`The mail server did not take the e-mail within ${deadlineMs / 1000} s`)),
    deadlineMs,
  )
  const signal = stopping ? AbortSignal.any([deadline.signal, stopping]) : deadline.signal
  const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
  try {
    if (signal.aborted) throw signal.reason
    await Promise.race([send({ to: email.recipient, subject: email.subject, text: email.body }, signal), aborted])
  } catch (error) {
    throw signal.aborted ? signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends what is due, a few at a time, each within its deadline. Each claim and each result is one short statement;
 * the SMTP exchange runs outside any transaction, so on PGlite (one connection) a slow mail server never holds up a
 * request.
 */
export async function sendDueEmails(
  db: Db,
  send: Send,
  { deadlineMs = SEND_DEADLINE_MS, stopping }: SendOptions = {},
): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (let n = 0; n < BATCH && !stopping?.aborted; n++) {
    const email = await claimNext(db, leaseFor(deadlineMs))
    if (!email) break
    try {
      await sendWithin(send, email, deadlineMs, stopping)
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

/** At most this many runs at once: one slow exchange never holds up the e-mails behind it. */
const MAX_RUNS_IN_FLIGHT = 3

/**
 * With SMTP_URL set, the outbox is sent every few seconds through nodemailer; without it, e-mails wait in the table.
 * Each tick starts a run unless three are still in flight (their claims never take the same e-mail); stopping aborts
 * the exchanges under way (those e-mails are tried again later) and closes their sockets.
 */
export function startMailer(
  db: Db,
  smtpUrl: string | undefined,
  from: string,
  log: (message: string) => void,
  { deadlineMs = SEND_DEADLINE_MS, intervalMs = 5000 }: { deadlineMs?: number; intervalMs?: number } = {},
) {
  if (!smtpUrl) return { stop: async () => undefined }
  const transport = createMailTransport(smtpUrl)
  const send: Send = (email, signal) => transport.sendMail({ from, ...email, signal })
  const stopping = new AbortController()
  const running = new Set<Promise<unknown>>()
  const timer = setInterval(() => {
    if (running.size >= MAX_RUNS_IN_FLIGHT) return
    const run = sendDueEmails(db, send, { deadlineMs, stopping: stopping.signal })
      .then(({ sent, failed }) => (sent || failed) && log(`outbox: ${sent} sent, ${failed} failed`))
      .catch((error) => log(`outbox: ${String(error)}`))
      .finally(() => running.delete(run))
    running.add(run)
  }, intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      stopping.abort(new Error('The server stopped during the exchange'))
      await Promise.all(running)
      transport.close()
    },
  }
}
