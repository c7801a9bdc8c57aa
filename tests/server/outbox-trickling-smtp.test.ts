import { afterEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../../server/config'
import { enqueueEmail, SEND_DEADLINE_MS, sendDueEmails, startMailer } from '../../server/mail/outbox'
import { createMailTransport, SMTP_TIMEOUTS } from '../../server/mail/transport'
import { sharedTestBackend } from '../../server/testing'
import { startSmtpSink } from './smtp-sink'

const backend = await sharedTestBackend()
const outbox = () => backend.db.selectFrom('outbox').selectAll().orderBy('id').execute()
const queue = (to: string) => enqueueEmail(backend.db, { to, subject: `For ${to}`, body: 'Hello' })

let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined
let stopMailer: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await stopMailer?.()
  stopMailer = undefined
  await sink?.stop()
  sink = undefined
})

const timeout = (ms: number) => new Promise<'timed out'>((done) => setTimeout(() => done('timed out'), ms))
/** How long the client may take to close a socket the server keeps open, once it has given up on it. */
const CLOSE_SLACK_MS = SMTP_TIMEOUTS.socketCloseTimeout + 1500

describe('a mail server that talks slowly forever (server)', () => {
  it('fails the e-mail at its deadline, closes the socket, and sends it at a later attempt', async () => {
    await queue('first@example.ng')
    // Every 100 ms one more `250-` line of the EHLO reply: no timeout of silence ever trips.
    sink = await startSmtpSink({ tricklingConnections: 1 })
    const transport = createMailTransport(sink.url)
    const send = (email: { to: string; subject: string; text: string }, signal: AbortSignal) =>
      transport.sendMail({ from: 'site@example.ng', ...email, signal })

    const started = performance.now()
    const result = await Promise.race([sendDueEmails(backend.db, send, { deadlineMs: 1000 }), timeout(8000)])
    const took = performance.now() - started
    expect(result).toEqual({ sent: 0, failed: 1 })
    expect(took).toBeGreaterThanOrEqual(990)
    expect(took).toBeLessThan(4000)
    expect(sink.connections).toEqual([{ trickling: true, closed: expect.any(Boolean) }])
    // Really closed: the server, which never closes its side, sees the socket go.
    await vi.waitFor(() => expect(sink!.connections[0]!.closed).toBe(true), { timeout: CLOSE_SLACK_MS })

    const [email] = await outbox()
    expect(email).toMatchObject({ attempts: 1, sent_at: null, last_error: 'The mail server did not take the e-mail within 1 s' })
    // Retried later, with the outbox's backoff: not at the next tick.
    expect(new Date(email!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 60_000)
    expect(await sendDueEmails(backend.db, send)).toEqual({ sent: 0, failed: 0 })

    await backend.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute()
    expect(await sendDueEmails(backend.db, send, { deadlineMs: 1000 })).toEqual({ sent: 1, failed: 0 })
    expect(sink.received.map((mail) => mail.to)).toEqual([['first@example.ng']])
    expect((await outbox())[0]).toMatchObject({ attempts: 2, last_error: null, sent_at: expect.anything() })
    transport.close()
  })

  it('the running mailer moves on: an e-mail queued while another trickles is delivered before that one gives up', async () => {
    await queue('first@example.ng')
    sink = await startSmtpSink({ tricklingConnections: 1 })
    const logged: string[] = []
    const mailer = startMailer(backend.db, sink.url, 'site@example.ng', (line) => logged.push(line), {
      deadlineMs: 3000,
      intervalMs: 100,
    })
    stopMailer = mailer.stop
    // Claimed and in flight: the EHLO reply has begun to trickle.
    await vi.waitFor(() => expect(sink!.connections).toHaveLength(1), { timeout: 7000 })
    const inFlight = performance.now()

    await queue('second@example.ng')
    await vi.waitFor(() => expect(sink!.received.map((mail) => mail.to)).toEqual([['second@example.ng']]), { timeout: 2500 })
    // Delivered while the first e-mail was still in flight, its socket still open.
    expect(performance.now() - inFlight).toBeLessThan(3000)
    expect(sink.connections[0]).toEqual({ trickling: true, closed: false })
    expect((await outbox())[0]).toMatchObject({ sent_at: null, last_error: null })

    // Then the first one gives up at its deadline, its socket closed, to be tried again later.
    await vi.waitFor(async () => expect((await outbox())[0]!.last_error).toMatch(/within 3 s/), {
      timeout: 3000 + CLOSE_SLACK_MS,
    })
    await vi.waitFor(() => expect(sink!.connections[0]!.closed).toBe(true), { timeout: CLOSE_SLACK_MS })
    const [first, second] = await outbox()
    expect(first).toMatchObject({ attempts: 1, sent_at: null })
    expect(new Date(first!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 60_000)
    expect(second).toMatchObject({ attempts: 1, sent_at: expect.anything() })
    expect(logged).toContain('outbox: 0 sent, 1 failed')
  })

  it('stopping the mailer aborts an exchange under way at once: no socket left open, the e-mail kept for later', async () => {
    await queue('first@example.ng')
    sink = await startSmtpSink({ tricklingConnections: 1 })
    const mailer = startMailer(backend.db, sink.url, 'site@example.ng', () => undefined, { deadlineMs: 60_000, intervalMs: 100 })
    // Claimed and in flight: the EHLO reply has begun to trickle.
    await vi.waitFor(() => expect(sink!.connections).toHaveLength(1), { timeout: 7000 })

    const started = performance.now()
    expect(await Promise.race([mailer.stop(), timeout(5000)])).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1000)
    await vi.waitFor(() => expect(sink!.connections[0]!.closed).toBe(true), { timeout: CLOSE_SLACK_MS })
    expect((await outbox())[0]).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: 'The server stopped during the exchange',
    })
  })

  it('the server takes its deadline from SMTP_DEADLINE_MS, 60 s without it', () => {
    expect(SEND_DEADLINE_MS).toBe(60_000)
    expect(readConfig({}).smtpDeadlineMs).toBeUndefined()
    expect(readConfig({ SMTP_DEADLINE_MS: '1500' }).smtpDeadlineMs).toBe(1500)
  })
})
