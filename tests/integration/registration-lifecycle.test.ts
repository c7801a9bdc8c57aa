// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seed } from '../../fixtures'
import type { Registration, TrainingSession } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { runHoldExpiry } from '../setup/expire-holds'
import { sampleRegistration } from '../setup/inquiry-samples'
import { registrantsFor, sessionWithSeats as sessionWithSeatsBy } from '../setup/registrants'

// Part of the contract suite: a registration lives alike on the mock and on the server.

const HOUR = 3_600_000
const advanced = seed.trainingSessions.find((s) => s.packageId === 'advanced')!

let token: string
beforeEach(async () => {
  token = await signIn()
  await liftPublicWriteLimits()
})
onDay(SPEC_TODAY)

const sessionWithSeats = (seatsLeft: number, price?: number) => sessionWithSeatsBy(token, seatsLeft, price)
/** Each a different person: the same e-mail registering again gets its registration back. */
const register = registrantsFor('registrant')
const registration = async (id: string) => (await call('GET', `/registrations/${id}`, { token })).body as Registration
const seatsLeft = async (id: string) => ((await call('GET', `/training-sessions/${id}`)).body as TrainingSession).seatsLeft
const cancel = (id: string) => call('POST', `/registrations/${id}/cancel`, { token })
const PROOF = 'Transfer ref. 0012345, receipt e-mailed 12 May'
const markPaid = (id: string, proof = PROOF) => call('POST', `/registrations/${id}/mark-paid`, { token, body: { proof } })
const moveClock = (hours: number) => vi.setSystemTime(new Date(Date.now() + hours * HOUR))

describe('a registration holds its seat while it awaits payment', () => {
  it('answers with its status, the price the schedule showed and when the hold lapses (48 hours by default)', async () => {
    const session = await sessionWithSeats(3, 123_000)
    const held = await register(session.id)
    expect(held).toMatchObject({ status: 'awaiting-payment', amount: 123_000, sessionId: session.id })
    expect(Date.parse(held.holdExpiresAt!)).toBe(SPEC_TODAY.getTime() + 48 * HOUR)
    expect(held).not.toHaveProperty('waitlist')
  })

  it('holds a seat for as long as the site settings say', async () => {
    expect((await call('PATCH', '/settings/site', { token, body: { registrationHoldHours: 2 } })).status).toBe(200)
    const held = await register((await sessionWithSeats(1)).id)
    expect(Date.parse(held.holdExpiresAt!)).toBe(SPEC_TODAY.getTime() + 2 * HOUR)
  })
})

describe('a full session offers its waiting list', () => {
  it('refuses a registration that did not ask to wait (409), and keeps one that did, with no seat', async () => {
    const session = await sessionWithSeats(1)
    await register(session.id)
    const refused = await call('POST', '/registrations', { body: { ...sampleRegistration, email: 'late@example.ng', sessionId: session.id } })
    expect(refused.status).toBe(409)
    const waiting = await register(session.id, { waitlist: true })
    expect(waiting).toMatchObject({ status: 'waiting', sessionId: session.id, holdExpiresAt: null })
    expect(await seatsLeft(session.id)).toBe(0)
  })

  it('a package whose every session is full waits for its next session', async () => {
    const { id: _id, ...input } = advanced
    expect((await call('PUT', `/training-sessions/${advanced.id}`, { token, body: { ...input, seatsLeft: 0 } })).status).toBe(200)
    const { status, body: waiting } = await call('POST', '/registrations', { body: { ...sampleRegistration, email: 'patient@example.ng', waitlist: true } })
    expect(status).toBe(201)
    expect(waiting).toMatchObject({ status: 'waiting', sessionId: advanced.id })
  })
})

describe('cancelling and deleting free the seat for the first person waiting', () => {
  it('cancel: the first waiting registration takes the seat with a new hold; then the seat goes back', async () => {
    const session = await sessionWithSeats(1)
    const first = await register(session.id)
    const waiting = [await register(session.id, { waitlist: true }), await register(session.id, { waitlist: true })]
    moveClock(1)
    const cancelled = await cancel(first.id)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', holdExpiresAt: null })
    const promoted = await registration(waiting[0]!.id)
    expect(promoted.status).toBe('awaiting-payment')
    expect(Date.parse(promoted.holdExpiresAt!)).toBe(SPEC_TODAY.getTime() + 49 * HOUR)
    expect((await registration(waiting[1]!.id)).status).toBe('waiting')
    expect(await seatsLeft(session.id)).toBe(0)

    expect((await cancel(first.id)).status).toBe(409)
    expect((await cancel(waiting[1]!.id)).status).toBe(200)
    expect(await seatsLeft(session.id)).toBe(0)
    expect((await cancel(waiting[0]!.id)).status).toBe(200)
    expect(await seatsLeft(session.id)).toBe(1)
  })

  it('delete: the seat of a deleted registration goes to the first person waiting', async () => {
    const session = await sessionWithSeats(1)
    const first = await register(session.id)
    const waiting = await register(session.id, { waitlist: true })
    expect((await call('DELETE', `/registrations/${first.id}`, { token })).status).toBe(204)
    expect((await registration(waiting.id)).status).toBe('awaiting-payment')
    expect(await seatsLeft(session.id)).toBe(0)
  })

  it('seats an admin adds to a full session go to those waiting first', async () => {
    const session = await sessionWithSeats(1)
    await register(session.id)
    const waiting = await register(session.id, { waitlist: true })
    const { id: _id, ...input } = session
    expect((await call('PUT', `/training-sessions/${session.id}`, { token, body: { ...input, seatsLeft: 2 } })).status).toBe(200)
    await runHoldExpiry()
    expect((await registration(waiting.id)).status).toBe('awaiting-payment')
    expect(await seatsLeft(session.id)).toBe(1)
  })

  it('cancel and mark-paid are for a signed-in admin, and 404 for an unknown registration', async () => {
    const held = await register((await sessionWithSeats(1)).id)
    expect((await call('POST', `/registrations/${held.id}/cancel`)).status).toBe(401)
    expect((await call('POST', `/registrations/${held.id}/mark-paid`, { body: { proof: PROOF } })).status).toBe(401)
    expect((await cancel('registration-none')).status).toBe(404)
    expect((await markPaid('registration-none')).status).toBe(404)
  })
})

describe('an unpaid hold expires and its seat returns', () => {
  it('once the hold window has passed: expired, and the first person waiting is promoted with a new hold', async () => {
    const session = await sessionWithSeats(1)
    const held = await register(session.id)
    const waiting = await register(session.id, { waitlist: true })
    moveClock(47)
    await runHoldExpiry()
    expect((await registration(held.id)).status).toBe('awaiting-payment')

    moveClock(2)
    await runHoldExpiry()
    expect(await registration(held.id)).toMatchObject({ status: 'expired', holdExpiresAt: null })
    const promoted = await registration(waiting.id)
    expect(promoted.status).toBe('awaiting-payment')
    expect(Date.parse(promoted.holdExpiresAt!)).toBe(SPEC_TODAY.getTime() + 97 * HOUR)
    expect(await seatsLeft(session.id)).toBe(0)

    moveClock(49)
    await runHoldExpiry()
    expect((await registration(waiting.id)).status).toBe('expired')
    expect(await seatsLeft(session.id)).toBe(1)
    // An expired registration is not cancelled again (its seat is gone already).
    expect((await cancel(held.id)).status).toBe(409)
  })

  it('a registration marked as paid keeps its seat past the hold window', async () => {
    const session = await sessionWithSeats(1)
    const held = await register(session.id)
    const paid = await markPaid(held.id)
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'paid', holdExpiresAt: null })
    expect((await markPaid(held.id)).status).toBe(409)
    moveClock(100)
    await runHoldExpiry()
    expect((await registration(held.id)).status).toBe('paid')
    expect(await seatsLeft(session.id)).toBe(0)
    // A paid registration may still be cancelled (a refund): its seat returns.
    expect((await cancel(held.id)).status).toBe(200)
    expect(await seatsLeft(session.id)).toBe(1)
  })
})

describe('an admin records a bank transfer', () => {
  const paidMailsTo = async (email: string) => {
    const { body } = await call('GET', '/outbox?pageSize=100', { token })
    return (body.items as { to: string; subject: string }[]).filter((mail) => mail.to === email && mail.subject.startsWith('Payment received'))
  }

  it('keeps what proves it, who recorded it and when; the registrant is e-mailed that it is paid', async () => {
    const held = await register((await sessionWithSeats(2)).id)
    const { status, body } = await markPaid(held.id)
    expect(status).toBe(200)
    expect((body as Registration).paid).toEqual({ at: expect.any(String), via: 'bank-transfer', proof: PROOF, recordedBy: expect.stringContaining('@') })
    expect((await registration(held.id)).paid?.proof).toBe(PROOF)
    expect(await paidMailsTo(held.email)).toHaveLength(1)
  })

  it('refuses it without a proof (422, the field named) and changes nothing', async () => {
    const held = await register((await sessionWithSeats(2)).id)
    for (const body of [{}, { proof: '   ' }, undefined]) {
      const refused = await call('POST', `/registrations/${held.id}/mark-paid`, { token, body })
      expect([415, 422]).toContain(refused.status)
    }
    const missing = await call('POST', `/registrations/${held.id}/mark-paid`, { token, body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.issues).toEqual([expect.objectContaining({ path: 'proof', message: 'Proof of payment is required' })])
    expect(await registration(held.id)).toMatchObject({ status: 'awaiting-payment' })
    expect((await registration(held.id)).paid).toBeUndefined()
    expect(await paidMailsTo(held.email)).toEqual([])
  })
})
