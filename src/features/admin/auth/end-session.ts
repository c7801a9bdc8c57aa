import type { QueryClient } from '@tanstack/react-query'

/** Roots of the query keys whose data only a signed-in admin may read (the API answers them with 401 otherwise). */
export const ADMIN_ONLY_QUERY_ROOTS = ['user-settings', 'activity', 'contact-messages', 'registrations'] as const

/** Drops admin-only data from the cache, so nothing of the last session shows to the next visitor. */
export function removeAdminQueries(queryClient: QueryClient): void {
  for (const root of ADMIN_ONLY_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] })
}

/** Where a signed-out admin is sent; `from` is the same-site path to return to after signing in. */
export function loginPath(from?: string): string {
  if (!from || from === '/dashboard' || from.startsWith('/dashboard/logout')) return '/admin'
  return `/admin?redirectTo=${encodeURIComponent(from)}`
}

/** Navigation state of the redirect to the login when the API no longer knows the session (drafts are kept). */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const

/** True for that redirect: an unsaved-changes guard lets it through (the open forms' drafts are kept). */
export const isSessionEndedNavigation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true

/** Navigation state of the logout after "Sign out everywhere", so the logout page says what ended. */
export const SIGNED_OUT_EVERYWHERE_STATE = { signedOutEverywhere: true } as const

export const isSignedOutEverywhere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signedOutEverywhere?: unknown }).signedOutEverywhere === true
