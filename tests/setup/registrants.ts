import { expect } from 'vitest'
import { seed } from '../../fixtures'
import type { Registration, TrainingSession } from '../../src/api/schemas'
import { call } from './api'
import { sampleRegistration } from './inquiry-samples'

const advanced = seed.trainingSessions.find((session) => session.packageId === 'advanced')!

/** A copy of the seed's Advanced session with `seatsLeft` seats (and `price`), made by the signed-in admin. */
export async function sessionWithSeats(token: string, seatsLeft: number, price = advanced.price): Promise<TrainingSession> {
  const { id: _id, ...input } = advanced
  const { status, body } = await call('POST', '/training-sessions', { token, body: { ...input, seatsLeft, price } })
  expect(status).toBe(201)
  return body as TrainingSession
}

/**
 * Registers a new person at each call, `<prefix>-<n>@example.ng` (the same e-mail registering again would get its
 * registration back), for `sessionId` with `extra` fields; expects 201.
 */
export function registrantsFor(prefix: string) {
  let registrants = 0
  return async <R = Registration>(sessionId?: string, extra: object = {}): Promise<R> => {
    registrants += 1
    const email = `${prefix}-${registrants}@example.ng`
    const { status, body } = await call('POST', '/registrations', { body: { ...sampleRegistration, email, sessionId, ...extra } })
    expect(status).toBe(201)
    return body as R
  }
}
