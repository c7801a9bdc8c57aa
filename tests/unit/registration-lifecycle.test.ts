// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import { parseEntry } from '../../mocks/store/local-store'
import { encodeEntry, storageKey } from '../../mocks/store/record-keys'
import {
  isHoldLapsed,
  isReminderDue,
  lapsedHolds,
  registrationPrice,
  sessionToBeTaken,
  waitingFor,
} from '../../src/api/rules/registration-lifecycle'
import { seatHeldBy } from '../../api/rules/seat-reservation'
import { registrationSchema } from '../../src/api/schemas'
import { SPEC_TODAY } from '../setup/days'
import { sampleRegistration } from '../setup/inquiry-samples'

const stored = {
  ...sampleRegistration,
  id: 'registration-old',
  sessionId: 'session-2025-08-18',
  sessionTitle: 'Advanced',
  amount: 250_000,
  createdAt: '2025-05-01T10:00:00.000Z',
  read: false,
  notificationEmail: { to: 'training@sunharvest.ng', subject: 'New', body: 'New' },
}

describe('registrations stored before statuses existed', () => {
  it('load as awaiting payment with no hold to lapse, and keep their seat', () => {
    const record = registrationSchema.parse(stored)
    expect(record).toMatchObject({ status: 'awaiting-payment', holdExpiresAt: null })
    expect(isHoldLapsed(record, new Date('2030-01-01'))).toBe(false)
    expect(seatHeldBy(record)).toBe('session-2025-08-18')
  })

  it("load from the browser's storage", () => {
    const entry = parseEntry(storageKey('registrations', stored.id), encodeEntry(1, stored))
    expect(entry).toMatchObject({ record: { status: 'awaiting-payment', holdExpiresAt: null } })
  })
})

describe('the lifecycle rule', () => {
  const at = (hours: number) => new Date(SPEC_TODAY.getTime() + hours * 3_600_000)
  const held = { status: 'awaiting-payment' as const, sessionId: 's', holdExpiresAt: at(48).toISOString(), createdAt: '' }

  it('a hold lapses at its end, not before; paid, waiting and seatless ones never', () => {
    expect(lapsedHolds([held], at(47.9))).toEqual([])
    expect(lapsedHolds([held], at(48))).toEqual([held])
    expect(lapsedHolds([{ ...held, status: 'paid' as const }], at(100))).toEqual([])
    expect(lapsedHolds([{ ...held, status: 'waiting' as const }], at(100))).toEqual([])
    expect(lapsedHolds([{ ...held, sessionId: null }], at(100))).toEqual([])
  })

  it('the reminder is due in the last 12 hours of a hold (a quarter of a shorter one), once, and not once it lapsed', () => {
    expect(isReminderDue(held, at(35.9), 48)).toBe(false)
    expect(isReminderDue(held, at(36), 48)).toBe(true)
    expect(isReminderDue(held, at(47.9), 48)).toBe(true)
    expect(isReminderDue(held, at(48), 48)).toBe(false)
    expect(isReminderDue({ ...held, holdReminderSentAt: at(40).toISOString() }, at(41), 48)).toBe(false)
    expect(isReminderDue({ ...held, status: 'paid' as const }, at(41), 48)).toBe(false)
    const short = { ...held, holdExpiresAt: at(2).toISOString() }
    expect(isReminderDue(short, at(1.4), 2)).toBe(false)
    expect(isReminderDue(short, at(1.5), 2)).toBe(true)
  })

  it('only awaiting payment and paid hold a seat', () => {
    for (const status of ['cancelled', 'expired', 'waiting'] as const) expect(seatHeldBy({ sessionId: 's', status })).toBeNull()
    expect(seatHeldBy({ sessionId: 's', status: 'paid' })).toBe('s')
  })

  it('the first to wait for a session is first', () => {
    const waiting = (id: string, createdAt: string, sessionId = 's') => ({ id, createdAt, sessionId, status: 'waiting' as const })
    const list = [waiting('b', '2025-06-02'), waiting('other', '2025-06-01', 't'), waiting('a', '2025-06-01'), { ...held, id: 'h' }]
    expect(waitingFor(list, 's').map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('the price is the session the registration takes, as the API takes it; the package price for the next cohort', () => {
    const pkg = { price: 1 }
    const sessions = seed.trainingSessions.map((s, i) => ({ ...s, price: 1000 + i }))
    const advanced = sessions.find((s) => s.packageId === 'advanced')!
    expect(registrationPrice(pkg, sessionToBeTaken(sessions, 'advanced', undefined, SPEC_TODAY))).toBe(advanced.price)
    const full = sessions.map((s) => ({ ...s, seatsLeft: 0 }))
    expect(sessionToBeTaken(full, 'advanced', undefined, SPEC_TODAY)?.id).toBe(advanced.id)
    expect(registrationPrice(pkg, sessionToBeTaken(sessions, 'advanced', undefined, new Date('2030-01-01')))).toBe(1)
  })
})
