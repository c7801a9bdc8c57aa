import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

/** Retries network and server failures twice; a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false
  return failureCount < 2
}

/** The first retry's wait; each later one doubles it (React Query's own backoff: 1 s, 2 s, ... at most 30 s). */
export const RETRY_BASE_MS = 1000
/**
 * For browser tests only: with the embedded mock on, the first retry waits this many ms instead of 1 s (main.tsx
 * reads it at page load; a build for the real server never does). It changes nothing but this browser's own waits.
 */
export const MOCK_RETRY_DELAY_KEY = 'sunharvest-mock-retry-delay'
export const retryDelay = (baseMs: number) => (failureCount: number) => Math.min(baseMs * 2 ** failureCount, 30_000)

/**
 * `retryBaseMs`: the first retry's wait (default 1 s). Only the embedded mock's browser tests shorten it (see
 * main.tsx), so a test of the error states does not sit through the backoff.
 *
 * `retryOnMount: false`: a route's loader starts its screen's queries; when one has failed by the time the screen
 * mounts, the screen shows that error (with its retry) instead of quietly asking again. The next navigation's
 * loader asks again.
 */
export function createQueryClient({ retryBaseMs = RETRY_BASE_MS }: { retryBaseMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        retryDelay: retryDelay(retryBaseMs),
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
