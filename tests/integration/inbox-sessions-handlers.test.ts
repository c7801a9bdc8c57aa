// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { nextSession, sessionDay } from '../../src/api/rules/training-schedule'
import { contactMessageSchema, registrationSchema, trainingSessionSchema, type TrainingSession } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { expectErrorBody, expectInvalid, expectNoChange, pause } from './helpers'
import { sampleContact, sampleRegistration } from '../setup/inquiry-samples'

// What the admin inbox and the training-sessions screens rely on: the inbox's order and detail reads,
// and the session writes with good and bad input. (PATCH/DELETE basics live in write-handlers-inbox.test.ts.)

let token: string
beforeEach(async () => {
  token = await signIn()
})

const contact = { ...sampleContact, service: 'battery', message: 'How long do batteries last?' }
const registration = sampleRegistration

describe('inbox reads', () => {
  it('lists each inbox newest first and reads one entry by id (200)', async () => {
    const first = (await call('POST', '/contact-messages', { body: contact })).body
    await pause(5)
    const second = (await call('POST', '/contact-messages', { body: { ...contact, name: 'Bola Ade' } })).body
    const list = await call('GET', '/contact-messages', { token })
    expect(list.body.items.map((m: { id: string }) => m.id)).toEqual([second.id, first.id])

    const detail = await call('GET', `/contact-messages/${first.id}`, { token })
    expect(detail.status).toBe(200)
    expect(contactMessageSchema.parse(detail.body)).toEqual(first)
  })

  describe("in the spec's world", () => {
    onDay(SPEC_TODAY)
    it('returns a registration with its package, amount, session and the e-mail built for the training team', async () => {
      const created = (await call('POST', '/registrations', { body: registration })).body
      const { status, body } = await call('GET', `/registrations/${created.id}`, { token })
      expect(status).toBe(200)
      const stored = registrationSchema.parse(body)
      const session = seed.trainingSessions.find((s) => s.packageId === 'advanced')!
      expect(stored).toMatchObject({ trainingPackage: 'advanced', amount: 250000, sessionId: session.id, read: false })
      expect(stored.notificationEmail.subject).toContain('Aisha Bello')
      expect(stored.notificationEmail.subject).toContain('Advanced')
      expect(stored.notificationEmail.body).toContain('WhatsApp Number: +2348031112222')
      expect(stored.notificationEmail.body).toContain(session.title)
    })
  })

  it('shows the read state in the detail after a PATCH, and 404 after a DELETE', async () => {
    const { id } = (await call('POST', '/contact-messages', { body: contact })).body
    await call('PATCH', `/contact-messages/${id}`, { token, body: { read: true } })
    expect((await call('GET', `/contact-messages/${id}`, { token })).body.read).toBe(true)
    expect((await call('DELETE', `/contact-messages/${id}`, { token })).status).toBe(204)
    expectErrorBody(await call('GET', `/contact-messages/${id}`, { token }), 404)
  })

  it.each(['/contact-messages', '/registrations'])(
    '%s/:id answers 404 for an unknown id and 401 without a session',
    async (route) => {
      expectErrorBody(await call('GET', `${route}/no-such-entry`, { token }), 404)
      expectErrorBody(await call('GET', `${route}/no-such-entry`), 401)
    },
  )
})

const SESSIONS = ['/training-sessions']
const input = {
  date: { day: 2, month: 'Jun', year: 2025 },
  title: 'Early Bird Solar Basics',
  packageId: 'beginner',
  duration: '1 Month',
  time: '9:00 AM - 4:00 PM',
  location: 'SunHarvest Training Centre, Asaba, Delta State',
  instructor: 'Ibrahim Musa',
  price: 70000,
  seatsLeft: 4,
  highlighted: false,
}
const listSessions = async () => (await call('GET', '/training-sessions')).body.items as TrainingSession[]

describe('training sessions: good input', () => {
  it('a new earlier session leads the schedule and becomes the next training start', async () => {
    const { status, body } = await call('POST', '/training-sessions', { token, body: input })
    expect(status).toBe(201)
    const sessions = await listSessions()
    expect(sessions[0]).toEqual(trainingSessionSchema.parse(body))
    expect(sessionDay(nextSession(sessions, SPEC_TODAY)!)).toBe('2025-06-02')
  })

  it('an edit moves a session in the schedule; the start date follows', async () => {
    const last = seed.trainingSessions.at(-1)!
    const { id: _id, ...rest } = last
    const { status } = await call('PUT', `/training-sessions/${last.id}`, {
      token,
      body: { ...rest, date: { day: 1, month: 'Jun', year: 2025 }, title: 'Advanced, brought forward' },
    })
    expect(status).toBe(200)
    const sessions = await listSessions()
    expect(sessions[0]).toMatchObject({ id: last.id, title: 'Advanced, brought forward' })
    expect(sessionDay(nextSession(sessions, SPEC_TODAY)!)).toBe('2025-06-01')
  })

  it('accepts the last day of a month, a leap day, and 0 seats left', async () => {
    for (const date of [
      { day: 31, month: 'Dec', year: 2025 },
      { day: 29, month: 'Feb', year: 2028 },
    ]) {
      expect((await call('POST', '/training-sessions', { token, body: { ...input, date, seatsLeft: 0 } })).status).toBe(201)
    }
  })
})

describe('training sessions: bad input changes nothing', () => {
  it.each([
    ['date.day', { date: { day: 31, month: 'Apr', year: 2025 } }, 'This day does not exist in that month'],
    ['date.day', { date: { day: 29, month: 'Feb', year: 2027 } }, 'This day does not exist in that month'],
    ['date.day', { date: { day: 0, month: 'Jun', year: 2025 } }, 'Day must be between 1 and 31'],
    ['date.year', { date: { day: 1, month: 'Jun', year: 1999 } }, 'Year must be between 2020 and 2100'],
    ['date.month', { date: { day: 1, month: 'June', year: 2025 } }, 'Choose a month'],
    ['price', { price: '75000' }, 'Price must be a number'],
    ['price', { price: 0 }, 'Price must be more than 0'],
    ['seatsLeft', { seatsLeft: 2.5 }, 'Seats left must be a whole number'],
    ['instructor', { instructor: '  ' }, 'Instructor is required'],
    ['packageId', { packageId: 'expert' }, 'Choose a training package'],
  ])('rejects a bad %s with 422 and its message', async (path, change, message) => {
    const response = await expectNoChange(SESSIONS, token, () =>
      call('POST', '/training-sessions', { token, body: { ...input, ...change } }),
    )
    expectInvalid(response, path)
    expect(response.body.issues).toContainEqual({ path, message })
  })

  it('answers 415 to a non-JSON body, 401 without a session and 404 for an unknown id', async () => {
    const id = seed.trainingSessions[0]!.id
    expectErrorBody(
      await expectNoChange(SESSIONS, token, () =>
        call('PUT', `/training-sessions/${id}`, { token, raw: 'title=x', contentType: 'text/plain' }),
      ),
      415,
    )
    expectErrorBody(await expectNoChange(SESSIONS, token, () => call('POST', '/training-sessions', { body: input })), 401)
    expectErrorBody(await expectNoChange(SESSIONS, token, () => call('DELETE', `/training-sessions/${id}`)), 401)
    expectErrorBody(
      await expectNoChange(SESSIONS, token, () => call('PUT', '/training-sessions/no-such-session', { token, body: input })),
      404,
    )
  })
})
