import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { sendDueEmails } from '../../server/mail/outbox'
import { createMailTransport, SMTP_TIMEOUTS } from '../../server/mail/transport'
import { sharedTestBackend } from '../../server/testing'
import { call } from '../setup/api'
import { sampleContact } from '../setup/inquiry-samples'

const backend = await sharedTestBackend()
const outbox = () => backend.db.selectFrom('outbox').selectAll().orderBy('id').execute()

/** An SMTP server on loopback that accepts the connection and never says a word. */
let stalled: { server: Server; sockets: Set<Socket>; connected: Promise<void>; url: string }
async function startStalledSmtp() {
  const sockets = new Set<Socket>()
  let onConnect!: () => void
  const connected = new Promise<void>((done) => (onConnect = done))
  const server = createServer((socket) => {
    sockets.add(socket)
    onConnect()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  stalled = { server, sockets, connected, url: `smtp://127.0.0.1:${port}` }
  return stalled
}

afterEach(async () => {
  for (const socket of stalled?.sockets ?? []) socket.destroy()
  await new Promise((done) => stalled?.server.close(done) ?? done(undefined))
})

const timeout = (ms: number) => new Promise<'timed out'>((done) => setTimeout(() => done('timed out'), ms))

describe('a stalled SMTP server (server)', () => {
  it('holds up no public read while an e-mail waits for it: 100 reads answer while the mail server is silent', async () => {
    // A contact message queues one e-mail, to the staff.
    expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
    // Warm: the first read of a route compiles its code, mail server or not.
    expect((await call('GET', '/services')).status).toBe(200)
    const { url, connected, sockets } = await startStalledSmtp()
    // The greeting never comes: the e-mail stays in flight for the whole test, until its sockets are closed.
    const transport = createMailTransport(url, { greetingTimeout: 60_000 })
    let settled = false
    const sending = sendDueEmails(backend.db, (email) => transport.sendMail({ from: 'site@example.ng', ...email })).finally(
      () => (settled = true),
    )
    await connected

    // A read stuck behind the e-mail would wait for the mail server, which never answers: it would hit the 1 s race.
    // How fast the reads are is a figure (printed), not a pass mark: a busy machine slows them without blocking them.
    const times: number[] = []
    for (let i = 0; i < 100; i++) {
      const started = performance.now()
      const answer = await Promise.race([call('GET', '/services'), timeout(1000)])
      times.push(performance.now() - started)
      expect(answer === 'timed out' ? answer : answer.status, `read ${i + 1}`).toBe(200)
    }
    times.sort((a, b) => a - b)
    console.log(
      `100 reads during a stalled send: median ${times[49]!.toFixed(1)} ms, slowest ${times[99]!.toFixed(1)} ms`,
    )
    expect(settled).toBe(false)

    for (const socket of sockets) socket.destroy()
    expect(await sending).toEqual({ sent: 0, failed: 1 })
    const [email] = await outbox()
    expect(email).toMatchObject({ attempts: 1, sent_at: null })
    expect(email!.last_error).toBeTruthy()
    expect(new Date(email!.next_attempt_at).getTime()).toBeGreaterThan(Date.now())
  })

  it('gives up on a server that never greets after the greeting timeout (seconds, not minutes), and tries again later', async () => {
    expect(Math.max(...Object.values(SMTP_TIMEOUTS))).toBeLessThanOrEqual(10_000)
    await call('POST', '/contact-messages', { body: sampleContact })
    const { url } = await startStalledSmtp()
    const transport = createMailTransport(url, { greetingTimeout: 300 })
    const started = performance.now()
    const result = await sendDueEmails(backend.db, (email) => transport.sendMail({ from: 'site@example.ng', ...email }))
    expect(result).toEqual({ sent: 0, failed: 1 })
    expect(performance.now() - started).toBeLessThan(3000)
    const [email] = await outbox()
    expect(email!.last_error).toMatch(/greeting/i)
    expect(email).toMatchObject({ attempts: 1, sent_at: null })
  })
})
