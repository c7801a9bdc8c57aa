/**
 * What the app (src/main.tsx) and the embedded mock's part of /boot.js (mocks/boot-guard.ts) tell each other on
 * window. The app owns the names; the mock layer imports them.
 */

/** Sent once the embedded mock answers API requests (mocks/start.ts), or gave up trying. */
export const MOCK_READY_EVENT = 'sunharvest:mock-ready'

/**
 * Sent (and marked on <html> with the attribute, for an app that loads later) when a prerendered page first needs
 * its mock: a raw API request, or the visitor's first interaction.
 */
export const MOCK_WANTED_EVENT = 'sunharvest:mock-wanted'
export const MOCK_WANTED_ATTRIBUTE = 'data-mock-wanted'
