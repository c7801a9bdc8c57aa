import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { sql } from 'kysely'
import { migrations } from '../../server/db/migrations'
import { sqlStore } from '../../server/db/sql-store'
import { runHoldJob } from '../../server/jobs/expire-holds'
import { sharedTestBackend } from '../../server/testing'
import type { Registration, TrainingSession } from '../../src/api/schemas'
import { call, liftPublicWriteLimits, signIn } from '../setup/api'
import { onDay, SPEC_TODAY } from '../setup/clock'
import { sampleRegistration } from '../setup/inquiry-samples'

const HOUR = 3_600_000
const backend = await sharedTestBackend()

async function sessionWithSeats(token: string, seatsLeft: number) {
  const { id: _id, ...session } = seed.trainingSessions.find((s) => s.packageId === 'advanced')!
  const created = await call('POST', '/training-sessions', { token, body: { ...session, seatsLeft } })
  expect(created.status).toBe(201)
  return created.body as TrainingSession
}
const registrations = () => sqlStore(backend.db).records('registrations').all<Registration>()
const seatsLeft = async (id: string) => ((await call('GET', `/training-sessions/${id}`)).body as TrainingSession).seatsLeft
/** The e-mails queued to registrants whose address is like `to`, with a subject like `subject` (SQL patterns). */
const mailsCount = async (to: string, subject: string) =>
  (await backend.db.selectFrom('outbox').select('id').where('recipient', 'like', to).where('subject', 'like', subject).execute()).length
const countBy = (list: Registration[], status: Registration['status']) => list.filter((r) => r.status === status).length

describe('registration lifecycle under concurrency (server)', () => {
  onDay(SPEC_TODAY)

  it('200 registrations racing for 12 seats: 12 await payment, the rest wait or are refused, none oversold', async () => {
    const token = await signIn()
    const session = await sessionWithSeats(token, 12)
    await liftPublicWriteLimits()
    const body = (i: number) => ({ ...sampleRegistration, email: `racer-${i}@example.ng`, sessionId: session.id, waitlist: i % 2 === 0 })
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call('POST', '/registrations', { body: body(i) })))
    const created = answers.filter((a) => a.status === 201).map((a) => a.body as Registration)
    const refused = answers.filter((a) => a.status === 409)
    expect(created.length + refused.length).toBe(200)
    expect(countBy(created, 'awaiting-payment')).toBe(12)
    expect(countBy(created, 'waiting')).toBe(created.length - 12)
    // Only those that asked to wait wait; only those that did not are refused.
    for (const waiting of created.filter((r) => r.status === 'waiting')) expect(waiting.sessionId).toBe(session.id)
    expect(answers.every((a, i) => a.status !== 409 || i % 2 === 1)).toBe(true)
    expect(await seatsLeft(session.id)).toBe(0)
    const stored = (await registrations()).filter((r) => r.sessionId === session.id)
    expect(countBy(stored, 'awaiting-payment')).toBe(12)
  })

  it("two instances' expiry jobs at once free each lapsed seat once and promote each waiting registration once", async () => {
    const token = await signIn()
    const session = await sessionWithSeats(token, 12)
    await liftPublicWriteLimits()
    const person = (i: number) => ({ ...sampleRegistration, email: `person-${i}@example.ng`, sessionId: session.id })
    for (let i = 0; i < 12; i++) await call('POST', '/registrations', { body: person(i) })
    for (let i = 12; i < 17; i++) await call('POST', '/registrations', { body: { ...person(i), waitlist: true } })
    expect(await seatsLeft(session.id)).toBe(0)

    const later = new Date(SPEC_TODAY.getTime() + 49 * HOUR)
    const [one, two] = await Promise.all([runHoldJob(backend.db, later), runHoldJob(backend.db, later)])
    expect(one.expired.length + two.expired.length).toBe(12)
    expect(new Set([...one.expired, ...two.expired]).size).toBe(12)
    expect(one.promoted.length + two.promoted.length).toBe(5)
    expect(new Set([...one.promoted, ...two.promoted]).size).toBe(5)
    const stored = (await registrations()).filter((r) => r.sessionId === session.id)
    expect(countBy(stored, 'expired')).toBe(12)
    expect(countBy(stored, 'awaiting-payment')).toBe(5)
    expect(await seatsLeft(session.id)).toBe(7)

    // The promoted ones hold from the moment they were promoted; run again at the same moment: nothing to do.
    const again = await Promise.all([runHoldJob(backend.db, later), runHoldJob(backend.db, later)])
    expect(again.flatMap((run) => run.expired)).toEqual([])
    expect(await seatsLeft(session.id)).toBe(7)
  })

  it("two instances' hold jobs at once: each registrant reminded once, then told of the expiry; those waiting told of their seat", async () => {
    const token = await signIn()
    const session = await sessionWithSeats(token, 12)
    await liftPublicWriteLimits()
    const person = (i: number) => ({ ...sampleRegistration, email: `reminded-${i}@example.ng`, sessionId: session.id })
    for (let i = 0; i < 12; i++) await call('POST', '/registrations', { body: person(i) })
    for (let i = 12; i < 15; i++) await call('POST', '/registrations', { body: { ...person(i), waitlist: true } })
    const bothJobsAt = (hours: number) => {
      const at = new Date(SPEC_TODAY.getTime() + hours * HOUR)
      return Promise.all([runHoldJob(backend.db, at), runHoldJob(backend.db, at)])
    }

    const reminders = await bothJobsAt(37)
    expect(reminders.flatMap((run) => run.reminded)).toHaveLength(12)
    expect(await mailsCount('reminded-%', 'Your seat is held until %')).toBe(12)
    // Again, and once more at once: the reminder is recorded on the registration, so nobody hears it twice.
    expect((await bothJobsAt(38)).flatMap((run) => run.reminded)).toEqual([])
    expect(await mailsCount('reminded-%', 'Your seat is held until %')).toBe(12)

    const expiry = await bothJobsAt(49)
    expect(expiry.flatMap((run) => run.expired)).toHaveLength(12)
    expect(await mailsCount('reminded-%', 'Your seat was released: %')).toBe(12)
    expect(await mailsCount('reminded-%', 'A seat is yours: %')).toBe(3)
    expect(await mailsCount('reminded-%', 'Registration received: %')).toBe(12)
  })

  it('one registration moved by two at once: one move wins, the other changes nothing', async () => {
    const token = await signIn()
    const session = await sessionWithSeats(token, 1)
    const held = (await call('POST', '/registrations', { body: { ...sampleRegistration, sessionId: session.id } })).body as Registration
    const store = sqlStore(backend.db)
    const moves = await Promise.all([
      store.transaction((trx) => trx.registrations.move(held.id, ['awaiting-payment'], { status: 'expired', holdExpiresAt: null })),
      store.transaction((trx) => trx.registrations.move(held.id, ['awaiting-payment'], { status: 'paid', holdExpiresAt: null })),
    ])
    expect(moves.filter(Boolean)).toHaveLength(1)
  })

  it('the migration gives registrations stored before statuses one: awaiting payment, no hold', async () => {
    const { status: _status, holdExpiresAt: _hold, ...legacy } = {
      ...sampleRegistration,
      id: 'registration-legacy',
      sessionId: null,
      sessionTitle: 'Next cohort',
      amount: 250_000,
      createdAt: '2025-05-01T10:00:00.000Z',
      read: false,
      notificationEmail: { to: 'a@b.ng', subject: 's', body: 'b' },
      status: undefined,
      holdExpiresAt: undefined,
    }
    await sqlStore(backend.db).records('registrations').insert(legacy)
    for (const statement of migrations.find((m) => m.version === 5)!.up) await sql.raw(statement).execute(backend.db)
    const stored = await sqlStore(backend.db).records('registrations').get<Registration>('registration-legacy')
    expect(stored).toMatchObject({ status: 'awaiting-payment', holdExpiresAt: null })
  })
})
