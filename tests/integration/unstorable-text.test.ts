// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { NUL_IN_URL_MESSAGE } from '../../api/rules/url-check'
import { UNSTORABLE_TEXT_MESSAGE } from '../../api/rules/storable-text'
import { call, signIn } from '../setup/api'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'
import { expectNoChange } from './helpers'

// Part of the contract suite: the mock and the server answer these alike (they were 201 on the mock, 500 on the
// server, whose Postgres cannot store them).

let token: string
beforeEach(async () => {
  token = await signIn()
})

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const refused = (path: string) => ({ message: 'Some fields are not valid', issues: [{ path, message: UNSTORABLE_TEXT_MESSAGE }] })
const trainer = seed.trainers[0]!

describe.each([
  ['a NUL character', NUL],
  ['a lone surrogate', LONE_SURROGATE],
])('text holding %s: 422 naming the field, nothing stored', (_, bad) => {
  it('in a contact message', async () => {
    const response = await expectNoChange(['/contact-messages'], token, () =>
      call('POST', '/contact-messages', { body: { ...sampleContact, message: `Please call me ${bad}` } }),
    )
    expect(response).toMatchObject({ status: 422, body: refused('message') })
  })

  it('in a registration address (no seat taken)', async () => {
    const response = await expectNoChange(['/registrations', '/training-sessions'], token, () =>
      call('POST', '/registrations', { body: { ...sampleRegistration, address: `3 Okpanam Road ${bad}` } }),
    )
    expect(response).toMatchObject({ status: 422, body: refused('address') })
  })

  it("in a name in an admin write (a trainer's)", async () => {
    const { id, ...input } = trainer
    const response = await expectNoChange(['/trainers'], token, () =>
      call('PUT', `/trainers/${id}`, { token, body: { ...input, name: `Samuel ${bad}` } }),
    )
    expect(response).toMatchObject({ status: 422, body: refused('name') })
  })
})

describe('%00 in an address: 400 saying so', () => {
  const nulAddress = { message: NUL_IN_URL_MESSAGE, issues: [] }

  it.each([
    ['GET', '/services/%00'],
    ['PUT', `/trainers/${trainer.id}%00`],
    ['DELETE', '/registrations/%00'],
  ])('in an id: %s %s', async (method, path) => {
    const response = await call(method, path, { token, body: method === 'PUT' ? { ...trainer, id: undefined } : undefined })
    expect(response).toMatchObject({ status: 400, body: nulAddress })
  })

  it('in an upload path', async () => {
    const response = await fetch(new URL('/uploads/%00.png', 'http://localhost'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(nulAddress)
  })
})
