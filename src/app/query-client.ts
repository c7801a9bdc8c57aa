import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/client'

/** Retries network and server failures twice; a 4xx answer will not change on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false
  return failureCount < 2
}

/**
 * `retryOnMount: false`: a route's loader starts its screen's queries; when one has failed by the time the screen
 * mounts, the screen shows that error (with its retry) instead of quietly asking again. The next navigation's
 * loader asks again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: shouldRetry, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
