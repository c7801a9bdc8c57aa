/**
 * What the app (main.tsx, src/boot.ts), the embedded mock (mocks/boot-guard.ts, mocks/start.ts) and the testing
 * kit agree on: events on window, marks in the page, a storage key. No imports: /boot.js and the mock layer include it.
 */

/** Sent once the embedded mock answers API requests (mocks/start.ts), or gave up trying. */
export const MOCK_READY_EVENT = 'sunharvest:mock-ready'

/**
 * Sent (and marked on <html> with the attribute, for an app that loads later) when a prerendered page first needs
 * its mock: a raw API request, or the visitor's first interaction.
 */
export const MOCK_WANTED_EVENT = 'sunharvest:mock-wanted'
export const MOCK_WANTED_ATTRIBUTE = 'data-mock-wanted'

/** What only a prerendered page has: the list of its app modules (scripts/prerender.mjs writes it). */
export const PRERENDERED_PAGE = 'meta[name="app-modules"]'

/**
 * Where the admin's session lives: localStorage when "Remember me" was ticked, else sessionStorage (ends with the
 * tab). The Playwright testing kit (mocks/testing-playwright.ts) stores a session here too.
 */
export const SESSION_KEY = 'sunharvest-admin-session'

/** The visitor's first signs of life, ahead of the click or key that will change the page. */
const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/** Runs `callback` once, at the first interaction event (capture phase, before the app's own handlers). */
export function onFirstInteraction(callback: () => void): void {
  const once = () => {
    for (const type of INTERACTION_EVENTS) removeEventListener(type, once, true)
    callback()
  }
  for (const type of INTERACTION_EVENTS) addEventListener(type, once, { capture: true, passive: true })
}
