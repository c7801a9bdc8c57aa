// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seed } from '../../fixtures'
import type { TrainingSession } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { ISSUE_TODAY, onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'

// Part of the contract suite: the mock and the server give seats back alike.

let token: string
beforeEach(async () => {
  token = await signIn()
})

const session = seed.trainingSessions.find((s) => s.packageId === 'advanced')!
const register = async (body: unknown = sampleRegistration) => {
  const { status, body: registration } = await call('POST', '/registrations', { body })
  expect(status).toBe(201)
  return registration as { id: string; sessionId: string | null }
}
const remove = (id: string) => call('DELETE', `/registrations/${id}`, { token })
const seatsLeft = async (id = session.id) => ((await call('GET', `/training-sessions/${id}`)).body as TrainingSession).seatsLeft

describe('DELETE /registrations/:id gives the seat back', () => {
  onDay(SPEC_TODAY)

  it('20 registrations deleted (spam) give their 20 seats back to their session', async () => {
    await liftPublicWriteLimits()
    const { id: _id, ...advanced } = session
    const created = await call('POST', '/training-sessions', { token, body: { ...advanced, seatsLeft: 20 } })
    const sessionId = created.body.id as string
    const spam = []
    for (let i = 0; i < 20; i++) spam.push(await register({ ...sampleRegistration, sessionId, email: `spam${i}@example.ng` }))
    expect(await seatsLeft(sessionId)).toBe(0)
    for (const registration of spam) expect((await remove(registration.id)).status).toBe(204)
    expect(await seatsLeft(sessionId)).toBe(20)
  })

  it('a registration deleted twice at once gives back one seat (one 204, one 404)', async () => {
    const registration = await register()
    expect(await seatsLeft()).toBe(session.seatsLeft - 1)
    const answers = await Promise.all([remove(registration.id), remove(registration.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404])
    expect(await seatsLeft()).toBe(session.seatsLeft)
  })

  it('never above the most seats a session can list (500)', async () => {
    const registration = await register()
    const full = { ...session, seatsLeft: 500 }
    const { id: _id, ...input } = full
    expect((await call('PUT', `/training-sessions/${session.id}`, { token, body: input })).status).toBe(200)
    expect((await remove(registration.id)).status).toBe(204)
    expect(await seatsLeft()).toBe(500)
    // Below the bound, the same deletion gives the seat back.
    const next = await register()
    expect(await seatsLeft()).toBe(499)
    await remove(next.id)
    expect(await seatsLeft()).toBe(500)
  })
})

describe('DELETE /registrations/:id gives back only a seat the registration held', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('none for one kept for the next cohort, none once its session is gone', async () => {
    vi.setSystemTime(SPEC_TODAY)
    const held = await register()
    await remove(held.id)
    const before = (await call('GET', '/training-sessions')).body.items as TrainingSession[]
    expect(before.find((s) => s.id === session.id)!.seatsLeft).toBe(session.seatsLeft)

    // On a day when every seeded session has been held, a registration is kept for the next cohort.
    vi.setSystemTime(ISSUE_TODAY)
    const kept = await register({ ...sampleRegistration, trainingPackage: 'beginner' })
    expect(kept.sessionId).toBeNull()
    expect((await remove(kept.id)).status).toBe(204)
    expect((await call('GET', '/training-sessions')).body.items).toEqual(before)

    vi.setSystemTime(SPEC_TODAY)
    const orphan = await register()
    expect((await call('DELETE', `/training-sessions/${session.id}`, { token })).status).toBe(204)
    expect((await remove(orphan.id)).status).toBe(204)
    expect((await call('GET', `/training-sessions/${session.id}`)).status).toBe(404)
  })
})
