import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'

describe('seat reservation under concurrency (server)', () => {
  onDay(SPEC_TODAY)

  it('takes exactly 12 seats when 40 registrations race for a session with 12', async () => {
    await liftPublicWriteLimits()
    const { id: _id, ...session } = seed.trainingSessions[0]!
    const token = await signIn()
    const created = await call('POST', '/training-sessions', { token, body: { ...session, seatsLeft: 12 } })
    expect(created.status).toBe(201)
    const body = { ...sampleRegistration, trainingPackage: session.packageId, sessionId: created.body.id }
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call('POST', '/registrations', { body: { ...body, email: `racer${i}@example.ng` } })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(12)
    expect(statuses.filter((status) => status === 409)).toHaveLength(28)
    expect((await call('GET', `/training-sessions/${created.body.id}`)).body.seatsLeft).toBe(0)
  })
})
