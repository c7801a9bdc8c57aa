// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { seed } from '../../fixtures'
import { registrationSchema, type TrainingSession } from '../../src/api/schemas'
import { call, signIn } from '../setup/api'
import { ISSUE_TODAY, onDay } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'
import { expectNoChange } from './helpers'

// Sessions already held are not sold as upcoming (docs/decisions/008-past-training-sessions.md). "Today" is the Lagos date.

const WATCHED = ['/training-sessions', '/registrations']
const beginner = { ...sampleRegistration, trainingPackage: 'beginner' }
const register = (body: unknown) => call('POST', '/registrations', { body })
const seeded = (id: string) => seed.trainingSessions.find((session) => session.id === id)!

async function seats(): Promise<Record<string, number>> {
  const { body } = await call('GET', '/training-sessions')
  return Object.fromEntries((body.items as TrainingSession[]).map((session) => [session.id, session.seatsLeft]))
}

async function addSession(date: TrainingSession['date'], seatsLeft = 10): Promise<string> {
  const { id: _id, ...june } = seeded('session-2025-06-30')
  const token = await signIn()
  const { status, body } = await call('POST', '/training-sessions', { token, body: { ...june, date, seatsLeft } })
  expect(status).toBe(201)
  return body.id as string
}

describe('POST /registrations on 24 November 2026, when every seeded session has been held', () => {
  onDay(ISSUE_TODAY)

  it('refuses a chosen past session with 422 on "sessionId" and takes no seat', async () => {
    const response = await expectNoChange(WATCHED, await signIn(), () =>
      register({ ...beginner, sessionId: 'session-2025-06-30' }),
    )
    expect(response.status).toBe(422)
    expect(response.body.issues).toEqual([
      { path: 'sessionId', message: 'This session has already taken place. Please choose an upcoming session.' },
    ])
  })

  it('keeps a registration for the next cohort (201) when the package has no upcoming session, with no seat taken', async () => {
    const before = await seats()
    const { status, body } = await register(beginner)
    expect(status).toBe(201)
    const registration = registrationSchema.parse(body)
    expect(registration).toMatchObject({ sessionId: null, sessionTitle: 'Next cohort (dates to be announced)', amount: 75000 })
    expect(registration.notificationEmail.body).toContain('Session: Next cohort (dates to be announced)')
    expect(await seats()).toEqual(before)
    expect((await call('GET', '/registrations', { token: await signIn() })).body.items).toContainEqual(body)
  })

  it('takes a seat in an upcoming session an admin added, not in an earlier past one that still has seats', async () => {
    const december = await addSession({ day: 15, month: 'Dec', year: 2026 })
    const { status, body } = await register(beginner)
    expect(status).toBe(201)
    expect(body.sessionId).toBe(december)
    expect(await seats()).toMatchObject({ [december]: 9, 'session-2025-06-30': 3 })
  })

  it('refuses with 409 when the upcoming sessions are all full (not the next cohort)', async () => {
    await addSession({ day: 15, month: 'Dec', year: 2026 }, 0)
    const refused = await expectNoChange(WATCHED, await signIn(), () => register(beginner))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/full/i)
  })

  it("still books a session on today's date", async () => {
    const today = await addSession({ day: 24, month: 'Nov', year: 2026 })
    const { status, body } = await register({ ...beginner, sessionId: today })
    expect(status).toBe(201)
    expect(body.sessionId).toBe(today)
  })

  it('counts days in Lagos: at 23:30 UTC it is already the next day there', async () => {
    const yesterday = await addSession({ day: 24, month: 'Nov', year: 2026 })
    vi.setSystemTime(new Date('2026-11-24T23:30:00Z'))
    const refused = await expectNoChange(WATCHED, await signIn(), () => register({ ...beginner, sessionId: yesterday }))
    expect(refused.status).toBe(422)
  })
})

describe("POST /registrations in the spec's world (clock at 1 June 2025)", () => {
  it('books the 30 June 2025 session normally', async () => {
    vi.setSystemTime(new Date('2025-06-01'))
    try {
      const { status, body } = await register(beginner)
      expect(status).toBe(201)
      expect(body).toMatchObject({ sessionId: 'session-2025-06-30', sessionTitle: seeded('session-2025-06-30').title })
      expect((await seats())['session-2025-06-30']).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
