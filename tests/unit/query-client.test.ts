// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/client'
import { createQueryClient, retryDelay, shouldRetry } from '../../src/app/query-client'

describe('query client', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false)
    expect(shouldRetry(0, new ApiError(422, 'Invalid'))).toBe(false)
  })

  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true)
    expect(shouldRetry(1, new ApiError(503, 'down'))).toBe(true)
    expect(shouldRetry(2, new ApiError(503, 'down'))).toBe(false)
  })

  it("waits 1 s, then 2 s before the retries (React Query's backoff); a shorter base scales both", () => {
    const delay = createQueryClient().getDefaultOptions().queries?.retryDelay as (count: number, error: unknown) => number
    expect([0, 1].map((count) => delay(count, new ApiError(503, 'down')))).toEqual([1000, 2000])
    expect([0, 1].map((count) => retryDelay(50)(count))).toEqual([50, 100])
  })

  it('keeps data fresh for a minute and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries?.staleTime).toBe(60_000)
    expect(defaults.mutations?.retry).toBe(false)
  })
})
