// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { contactMessageSchema, registrationSchema } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { expectErrorBody, expectInvalid, expectNoChange } from './helpers'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

// PATCH (read state) and DELETE of the two admin inboxes; their POSTs have their own test files.

let token: string
beforeEach(async () => {
  token = await signIn()
})

const contact = sampleContact
const registration = sampleRegistration

const inboxes = [
  { route: '/contact-messages', input: contact, schema: contactMessageSchema },
  { route: '/registrations', input: registration, schema: registrationSchema },
] as const

describe.each(inboxes)('$route inbox', ({ route, input, schema }) => {
  const watched = [route, '/training-sessions']

  let sent = 0
  // Each entry from another person: one e-mail registering twice for a session gets its first registration back.
  async function createOne(): Promise<string> {
    sent += 1
    const { status, body } = await call('POST', route, { body: { ...input, email: `person${sent}@example.ng` } })
    expect(status).toBe(201)
    return body.id as string
  }

  it('marks an entry read and unread again (200); the admin list shows the state', async () => {
    const id = await createOne()
    const { status, body } = await call('PATCH', `${route}/${id}`, { token, body: { read: true } })
    expect(status).toBe(200)
    expect(schema.parse(body)).toMatchObject({ id, read: true })
    const list = await call('GET', route, { token })
    expect(list.body.items.find((entry: { id: string }) => entry.id === id)).toEqual(body)

    const unread = await call('PATCH', `${route}/${id}`, { token, body: { read: false } })
    expect(unread.body.read).toBe(false)
  })

  it('rejects a non-boolean read state with 422 on "read" and an unknown key with 422', async () => {
    const id = await createOne()
    expectInvalid(
      await expectNoChange(watched, token, () => call('PATCH', `${route}/${id}`, { token, body: { read: 'yes' } })),
      'read',
    )
    expectErrorBody(
      await expectNoChange(watched, token, () =>
        call('PATCH', `${route}/${id}`, { token, body: { read: true, email: 'x@y.ng' } }),
      ),
      422,
    )
  })

  it('rejects malformed JSON with 400', async () => {
    const id = await createOne()
    expectErrorBody(
      await expectNoChange(watched, token, () => call('PATCH', `${route}/${id}`, { token, raw: '{"read": tru' })),
      400,
    )
  })

  it('answers 404 when marking an unknown entry', async () => {
    await createOne()
    expectErrorBody(
      await expectNoChange(watched, token, () => call('PATCH', `${route}/no-such-entry`, { token, body: { read: true } })),
      404,
    )
  })

  it('deletes an entry (204) and the admin list no longer has it', async () => {
    const keep = await createOne()
    const id = await createOne()
    expect((await call('DELETE', `${route}/${id}`, { token })).status).toBe(204)
    const ids = (await call('GET', route, { token })).body.items.map((entry: { id: string }) => entry.id)
    expect(ids).toContain(keep)
    expect(ids).not.toContain(id)
  })

  it('answers 404 when deleting an unknown entry and deletes nothing', async () => {
    await createOne()
    expectErrorBody(await expectNoChange(watched, token, () => call('DELETE', `${route}/no-such-entry`, { token })), 404)
  })

  it('answers 401 to reading, marking and deleting without a session', async () => {
    const id = await createOne()
    expectErrorBody(await call('GET', route), 401)
    expectErrorBody(await expectNoChange(watched, token, () => call('PATCH', `${route}/${id}`, { body: { read: true } })), 401)
    expectErrorBody(await expectNoChange(watched, token, () => call('DELETE', `${route}/${id}`)), 401)
  })
})
