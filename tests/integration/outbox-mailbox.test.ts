// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { mailbox } from '../../mocks/testing'
import type { OutboxMail } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

let token: string
beforeEach(async () => {
  token = await signIn()
})

async function registerAndWrite() {
  expect((await call('POST', '/registrations', { body: sampleRegistration })).status).toBe(201)
  expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
  return (await call('GET', '/settings/site')).body as { contactEmail: string; trainingEmail: string; bank: { accountNumber: string } }
}

describe("the demo's mailbox (browser store)", () => {
  it('holds the e-mails of a registration and a contact message, delivered as they are queued', async () => {
    expect(mailbox()).toEqual([])
    const settings = await registerAndWrite()
    const mails = mailbox()
    expect(mails.map((mail) => mail.to)).toEqual([settings.trainingEmail, sampleRegistration.email, settings.contactEmail])
    expect(mails.every((mail) => mail.status === 'sent' && mail.sentAt !== null && mail.attempts === 1)).toBe(true)
    expect(mails[1]!.subject).toBe('Registration received: Advanced package')
    expect(mails[1]!.body).toContain(settings.bank.accountNumber)
    expect(mails[2]!.subject).toBe('New contact message: Emeka Nwosu (residential)')
  })

  it('lists them for an admin only, newest first, a page at a time', async () => {
    const settings = await registerAndWrite()
    expect((await call('GET', '/outbox')).status).toBe(401)
    const first = await call('GET', '/outbox?pageSize=2', { token })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 })
    expect((first.body.items as OutboxMail[]).map((mail) => mail.to)).toEqual([settings.contactEmail, sampleRegistration.email])
    const second = await call('GET', '/outbox?pageSize=2&page=2', { token })
    expect((second.body.items as OutboxMail[]).map((mail) => mail.to)).toEqual([settings.trainingEmail])
    expect((await call('GET', '/outbox?pageSize=0', { token })).status).toBe(400)
    expect((await call('GET', '/outbox?sort=to', { token })).status).toBe(400)
  })

  it('resends an e-mail: delivered again, one more attempt', async () => {
    expect((await call('POST', '/contact-messages', { body: sampleContact })).status).toBe(201)
    const [mail] = mailbox()
    expect((await call('POST', `/outbox/${mail!.id}/resend`)).status).toBe(401)
    expect((await call('POST', '/outbox/no-such-mail/resend', { token })).status).toBe(404)
    const resent = await call('POST', `/outbox/${mail!.id}/resend`, { token })
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ id: mail!.id, status: 'sent', attempts: 2 })
    expect(mailbox()).toEqual([resent.body])
  })

  it('writes with the texts an admin set in the e-mail templates', async () => {
    const templates = (await call('GET', '/email-templates', { token })).body
    expect((await call('GET', '/email-templates')).status).toBe(401)
    const { id: _id, ...input } = templates
    const contactMessageReceived = { subject: 'Enquiry from {name} about {service}', body: '{name} wrote: {message} {unknown}' }
    expect((await call('PUT', '/email-templates', { token, body: { ...input, contactMessageReceived } })).status).toBe(200)
    await call('POST', '/contact-messages', { body: sampleContact })
    const [mail] = mailbox()
    expect(mail).toMatchObject({
      subject: 'Enquiry from Emeka Nwosu about residential',
      body: `Emeka Nwosu wrote: ${sampleContact.message} {unknown}`,
    })
  })
})
