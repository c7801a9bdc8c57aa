// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CONTACT_SERVICES, contactMessageSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, expectNoChange, pause } from './helpers'

let token: string
beforeEach(async () => {
  token = await signIn()
})

const MESSAGES = ['/contact-messages']

const valid = {
  name: 'Tunde Adeyemi',
  email: 'tunde@example.ng',
  phone: '+234 802 555 0101',
  service: 'commercial',
  message: 'We run a bakery in Warri and want to replace our diesel generator.',
}

const send = (body: unknown) => call('POST', '/contact-messages', { body })

describe('POST /contact-messages', () => {
  it('stores the message (201), unread, and the admin inbox lists it', async () => {
    const { status, body } = await send(valid)
    expect(status).toBe(201)
    const message = contactMessageSchema.parse(body)
    expect(message).toMatchObject({ ...valid, read: false })
    const inbox = await call('GET', '/contact-messages', { token })
    expect(z.array(contactMessageSchema).parse(inbox.body.items)).toContainEqual(message)
  })

  it('lists messages newest first for the admin', async () => {
    const first = (await send({ ...valid, name: 'First Sender' })).body
    await pause(5)
    const second = (await send({ ...valid, name: 'Second Sender' })).body
    const inbox = (await call('GET', '/contact-messages', { token })).body.items
    expect(inbox.slice(0, 2).map((message: { id: string }) => message.id)).toEqual([second.id, first.id])
    const dates = inbox.map((message: { createdAt: string }) => message.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('does not need a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = valid
    const { status, body } = await send(withoutPhone)
    expect(status).toBe(201)
    expect(body.phone).toBeUndefined()
  })

  it.each(CONTACT_SERVICES)('accepts the service option %s', async (service) => {
    expect((await send({ ...valid, service })).status).toBe(201)
  })

  it.each(['name', 'email', 'service', 'message'])(
    'rejects a message without %s with 422 on that field and stores nothing',
    async (field) => {
      const { [field as keyof typeof valid]: _omitted, ...incomplete } = valid
      const response = await expectNoChange(MESSAGES, token, () => send(incomplete))
      expectInvalid(response, field)
    },
  )

  it.each(['name', 'email', 'message'])('rejects a blank %s with 422 on that field', async (field) => {
    expectInvalid(await expectNoChange(MESSAGES, token, () => send({ ...valid, [field]: '   ' })), field)
  })

  it('rejects an invalid e-mail with 422 on "email"', async () => {
    expectInvalid(await expectNoChange(MESSAGES, token, () => send({ ...valid, email: 'tunde@' })), 'email')
  })

  it('rejects a service that is not an option with 422 "Please choose a service"', async () => {
    const response = await expectNoChange(MESSAGES, token, () => send({ ...valid, service: 'solar-panels' }))
    expectInvalid(response, 'service')
    expect(response.body.issues).toContainEqual({ path: 'service', message: 'Please choose a service' })
  })

  it('rejects an unknown key (e.g. a read flag) with 422 and stores nothing', async () => {
    expectErrorBody(await expectNoChange(MESSAGES, token, () => send({ ...valid, read: true })), 422)
  })

  it('rejects malformed JSON with 400 and a text/plain body with 415', async () => {
    expectErrorBody(await expectNoChange(MESSAGES, token, () => call('POST', '/contact-messages', { raw: '{"name":' })), 400)
    const plain = await expectNoChange(MESSAGES, token, () =>
      call('POST', '/contact-messages', { raw: JSON.stringify(valid), contentType: 'text/plain' }),
    )
    expectErrorBody(plain, 415)
  })

  it('keeps the inbox private: listing without a session answers 401', async () => {
    await send(valid)
    expectErrorBody(await call('GET', '/contact-messages'), 401)
  })
})
