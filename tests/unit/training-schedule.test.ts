// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { seed } from '../../fixtures'
import {
  byDate,
  isSessionPast,
  lagosDay,
  nextSession,
  packageSchedule,
  pastSessions,
  sessionDay,
  upcomingSessions,
} from '../../src/api/rules/training-schedule'
import type { TrainingSession } from '../../src/api/schemas'

const sessions = seed.trainingSessions
const june = sessions.find((session) => session.id === 'session-2025-06-30')!
const on = (day: number, month: TrainingSession['date']['month'], year: number) => ({ date: { day, month, year } })

describe('the training schedule rule', () => {
  it("reads today's date in Lagos (UTC+1)", () => {
    expect(lagosDay(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24')
    expect(lagosDay(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25')
    expect(lagosDay(new Date('2025-06-01T00:00:00Z'))).toBe('2025-06-01')
  })

  it('keeps a session upcoming through its own day, and past from the next', () => {
    expect(sessionDay(june)).toBe('2025-06-30')
    expect(isSessionPast(june, '2025-06-29')).toBe(false)
    expect(isSessionPast(june, '2025-06-30')).toBe(false)
    expect(isSessionPast(june, '2025-07-01')).toBe(true)
    expect(isSessionPast(june, new Date('2025-06-30T22:30:00Z'))).toBe(false)
    expect(isSessionPast(june, new Date('2025-06-30T23:30:00Z'))).toBe(true)
  })

  it("in the spec's world (1 June 2025) every seeded session is upcoming and 30 June 2025 is next", () => {
    expect(upcomingSessions(sessions, '2025-06-01').map(sessionDay)).toEqual(['2025-06-30', '2025-07-25', '2025-08-18'])
    expect(pastSessions(sessions, '2025-06-01')).toEqual([])
    expect(nextSession(sessions, new Date('2025-06-01'))).toBe(june)
  })

  it('on 24 November 2026 every seeded session is past, the latest first, and none is next', () => {
    expect(upcomingSessions(sessions, '2026-11-24')).toEqual([])
    expect(pastSessions(sessions, '2026-11-24').map(sessionDay)).toEqual(['2025-08-18', '2025-07-25', '2025-06-30'])
    expect(nextSession(sessions, '2026-11-24')).toBeUndefined()
  })

  it('orders by date across months and years, then by id', () => {
    const list = [
      { id: 'c', ...on(1, 'Jan', 2026) },
      { id: 'b', ...on(9, 'Dec', 2025) },
      { id: 'a', ...on(1, 'Jan', 2026) },
    ]
    expect(byDate(list).map((session) => session.id)).toEqual(['b', 'a', 'c'])
  })

  it("splits a package's upcoming sessions from those with a seat", () => {
    const full = { ...june, id: 'full', date: { day: 1, month: 'Dec', year: 2026 }, seatsLeft: 0 } as const
    const open = { ...june, id: 'open', date: { day: 9, month: 'Jan', year: 2027 }, seatsLeft: 4 } as const
    const schedule = packageSchedule([june, full, open, ...sessions], 'beginner', '2026-11-24')
    expect(schedule.upcoming.map((session) => session.id)).toEqual(['full', 'open'])
    expect(schedule.open.map((session) => session.id)).toEqual(['open'])
    expect(packageSchedule(sessions, 'advanced', '2026-11-24')).toEqual({ upcoming: [], open: [] })
  })
})
