import { afterEach, describe, expect, it } from 'vitest'
import { sendDueEmails } from '../../server/mail/outbox'
import { createMailTransport } from '../../server/mail/transport'
import { sharedTestBackend } from '../../server/testing'
import type { OutboxMail } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'
import { startSmtpSink } from './smtp-sink'

const backend = await sharedTestBackend()
const outbox = () => backend.db.selectFrom('outbox').selectAll().orderBy('id').execute()

let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined
afterEach(async () => {
  await sink?.stop()
  sink = undefined
})

/** The outbox sent through nodemailer to the sink, as the running server does every few seconds. */
async function sendTo(url: string) {
  const transport = createMailTransport(url, { connectionTimeout: 2000, greetingTimeout: 2000 })
  try {
    return await sendDueEmails(backend.db, (email) => transport.sendMail({ from: 'site@example.ng', ...email }))
  } finally {
    transport.close()
  }
}

async function registerAndWrite() {
  expect((await call('POST', '/registrations', { body: sampleRegistration })).status).toBe(201)
  expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
  const settings = (await call('GET', '/settings/site')).body
  return settings as { contactEmail: string; trainingEmail: string; bank: { accountNumber: string } }
}

const listed = async (token: string) => (await call('GET', '/outbox', { token })).body.items as OutboxMail[]

describe('e-mails through SMTP (server)', () => {
  it('a registration and a contact message queue their three e-mails, and all three arrive at the mail server', async () => {
    const settings = await registerAndWrite()
    sink = await startSmtpSink()
    expect(await sendTo(sink.url)).toEqual({ sent: 3, failed: 0 })

    const byRecipient = Object.fromEntries(sink.received.map((mail) => [mail.to.join(','), mail]))
    expect(sink.received).toHaveLength(3)
    expect(Object.keys(byRecipient).sort()).toEqual([settings.trainingEmail, sampleRegistration.email, settings.contactEmail].sort())
    expect(byRecipient[settings.trainingEmail]!.subject).toBe('New Training Registration: Aisha Bello - Advanced Package')
    expect(byRecipient[sampleRegistration.email]!.subject).toBe('Registration received: Advanced package')
    // The payment information the success screen promises: the bank account is in the registrant's e-mail.
    expect(byRecipient[sampleRegistration.email]!.data).toContain(settings.bank.accountNumber)
    expect(byRecipient[settings.contactEmail]!.subject).toBe('New contact message: Emeka Nwosu (residential)')
    expect(byRecipient[settings.contactEmail]!.data).toContain(sampleContact.message)

    const items = await listed(await signIn())
    expect(items.map((mail) => mail.status)).toEqual(['sent', 'sent', 'sent'])
    // Newest first: the contact message's e-mail was queued last.
    expect(items[0]!.to).toBe(settings.contactEmail)
  })

  it('a stopped mail server delays the e-mails and loses none: once it is back, every one arrives', async () => {
    await registerAndWrite()
    sink = await startSmtpSink()
    await sink.stop()
    expect(await sendTo(sink.url)).toEqual({ sent: 0, failed: 3 })
    const waiting = await outbox()
    expect(waiting).toHaveLength(3)
    for (const email of waiting) expect(email).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.any(String) })
    const token = await signIn()
    expect((await listed(token)).map((mail) => mail.status)).toEqual(['failed', 'failed', 'failed'])
    // Not due yet: a failure waits before its next attempt.
    await sink.start()
    expect(await sendTo(sink.url)).toEqual({ sent: 0, failed: 0 })

    await backend.db.updateTable('outbox').set({ next_attempt_at: new Date(0).toISOString() }).execute()
    expect(await sendTo(sink.url)).toEqual({ sent: 3, failed: 0 })
    expect(sink.received).toHaveLength(3)
    expect((await outbox()).every((email) => email.sent_at !== null && email.attempts === 2)).toBe(true)
  })

  it('resend puts a sent e-mail back in the queue, and it is sent again', async () => {
    expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
    sink = await startSmtpSink()
    expect(await sendTo(sink.url)).toEqual({ sent: 1, failed: 0 })
    const token = await signIn()
    const [mail] = await listed(token)
    // Addresses are personal data: no cache keeps the list.
    expect((await call('GET', '/outbox', { token })).headers.get('cache-control')).toBe('no-store')

    expect((await call('POST', `/outbox/${mail!.id}/resend`)).status).toBe(401)
    expect((await call('POST', '/outbox/999999/resend', { token })).status).toBe(404)
    const resent = await call('POST', `/outbox/${mail!.id}/resend`, { token })
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ id: mail!.id, status: 'queued', attempts: 0, sentAt: null, lastError: null })

    expect(await sendTo(sink.url)).toEqual({ sent: 1, failed: 0 })
    expect(sink.received.map((received) => received.subject)).toEqual([mail!.subject, mail!.subject])
    expect((await listed(token))[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })
})
