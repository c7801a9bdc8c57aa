import { describe, expect, it, vi } from 'vitest'
import { CLAIM_LEASE_MS, sendDueEmails } from '../../server/mail/outbox'
import { sharedTestBackend } from '../../server/testing'
import { call } from '../setup/api'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

const backend = await sharedTestBackend()
const outbox = () => backend.db.selectFrom('outbox').selectAll().orderBy('id').execute()

describe('the outbox (server)', () => {
  it('stores the notification e-mail with the registration, in the same transaction', async () => {
    const { status, body } = await call('POST', '/registrations', { body: sampleRegistration })
    expect(status).toBe(201)
    const [email, registrant, ...others] = await outbox()
    expect(others).toEqual([])
    expect(email).toMatchObject({ recipient: body.notificationEmail.to, subject: body.notificationEmail.subject, sent_at: null })
    expect(email!.body).toBe(body.notificationEmail.body)
    expect(registrant).toMatchObject({ recipient: sampleRegistration.email, sent_at: null })
    // A refused registration leaves no e-mail behind.
    expect((await call('POST', '/registrations', { body: { ...sampleRegistration, email: 'not-an-email' } })).status).toBe(422)
    expect(await outbox()).toHaveLength(2)
  })

  it('marks an e-mail sent; a failure is retried later with the error kept', async () => {
    // A contact message queues one e-mail, to the staff.
    await call('POST', '/contact-messages', { body: sampleContact })
    const failing = await sendDueEmails(backend.db, async () => {
      throw new Error('SMTP 421 try again later')
    })
    expect(failing).toEqual({ sent: 0, failed: 1 })
    const [waiting] = await outbox()
    expect(waiting).toMatchObject({ attempts: 1, last_error: 'SMTP 421 try again later', sent_at: null })
    expect(new Date(waiting!.next_attempt_at).getTime()).toBeGreaterThan(Date.now())
    // Not due yet: nothing is sent before its next attempt.
    expect(await sendDueEmails(backend.db, async () => undefined)).toEqual({ sent: 0, failed: 0 })

    await backend.db.updateTable('outbox').set({ next_attempt_at: new Date(0).toISOString() }).execute()
    const sent: string[] = []
    expect(await sendDueEmails(backend.db, async (email) => void sent.push(email.to))).toEqual({ sent: 1, failed: 0 })
    expect(sent).toEqual([waiting!.recipient])
    expect((await outbox())[0]!.sent_at).not.toBeNull()
  })

  it('leaves a claimed e-mail to its sender; once the claim lapses (a sender that died) it is sent again', async () => {
    await call('POST', '/contact-messages', { body: sampleContact })
    let release!: () => void
    const first: string[] = []
    const sending = sendDueEmails(backend.db, (email) => {
      first.push(email.to)
      return new Promise<void>((done) => (release = done))
    })
    await vi.waitFor(() => expect(first).toHaveLength(1))
    // Another instance (or the next tick) meanwhile finds nothing due: the e-mail is not sent twice.
    const second: string[] = []
    expect(await sendDueEmails(backend.db, async (email) => void second.push(email.to))).toEqual({ sent: 0, failed: 0 })
    const [claimed] = await outbox()
    expect(new Date(claimed!.next_attempt_at).getTime()).toBeGreaterThanOrEqual(Date.now() + CLAIM_LEASE_MS - 60_000)
    release()
    expect(await sending).toEqual({ sent: 1, failed: 0 })
    expect(second).toEqual([])

    // A sender that died after its claim never records a result: the e-mail is due again when the lease ends.
    await backend.db.updateTable('outbox').set({ sent_at: null, next_attempt_at: new Date(Date.now() - 1).toISOString() }).execute()
    expect(await sendDueEmails(backend.db, async (email) => void second.push(email.to))).toEqual({ sent: 1, failed: 0 })
    expect(second).toEqual(first)
    expect((await outbox())[0]).toMatchObject({ attempts: 2 })
  })
})
