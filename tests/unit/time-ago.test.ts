import { describe, expect, it } from 'vitest'
import { timeAgo } from '../../src/features/admin/dashboard/time-ago'

const now = Date.parse('2025-06-10T12:00:00Z')

describe('timeAgo', () => {
  it.each([
    ['2025-06-10T11:59:30Z', 'just now'],
    ['2025-06-10T10:30:00Z', '1 hour ago'],
    ['2025-06-10T09:00:00Z', '3 hours ago'],
    ['2025-06-09T12:00:00Z', 'yesterday'],
    ['2025-06-08T13:00:00Z', 'yesterday'],
    ['2025-06-07T12:00:00Z', '3 days ago'],
    ['2025-05-31T12:00:00Z', '1 week ago'],
    ['2025-05-20T12:00:00Z', '3 weeks ago'],
    ['2025-04-26T12:00:00Z', '1 month ago'],
    ['2024-07-10T12:00:00Z', '11 months ago'],
    ['2024-06-10T12:00:00Z', '1 year ago'],
  ])('%s is %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected)
  })

  it('counts whole years: about 18 months is 1 year ago, and only 2 full years make 2', () => {
    expect(timeAgo('2023-12-10T12:00:00Z', now)).toBe('1 year ago')
    expect(timeAgo('2023-07-10T12:00:00Z', now)).toBe('1 year ago')
    expect(timeAgo('2023-06-10T12:00:00Z', now)).toBe('2 years ago')
  })

  it('counts whole months: 45 days is 1 month ago, not 2', () => {
    expect(timeAgo('2025-04-26T12:00:00Z', now)).toBe('1 month ago')
    expect(timeAgo('2025-03-12T12:00:00Z', now)).toBe('2 months ago')
  })
})
