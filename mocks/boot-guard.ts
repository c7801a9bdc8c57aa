import { API_BASE } from '../src/api/config'
import { UPLOADS_PATH } from '../api/rules/upload-path'
import { MOCK_READY_EVENT, MOCK_WANTED_ATTRIBUTE, MOCK_WANTED_EVENT, onFirstInteraction, PRERENDERED_PAGE } from '../src/api/signals'
import { FAULTS_KEY, FAULTS_PARAM, STORE_KEYS } from './store/keys'

/**
 * The mock's part of /boot.js (built with src/boot.ts by scripts/boot-script.mjs; runs in <head> before first
 * paint). When this browser's API data may differ from the prerendered seed (admin edits in the mock's stored
 * database, or mock faults set for testing), the seed content must not flash before the app renders its own:
 * `data-local-edits` on <html> says so (read by src/lib/prerendered.ts and src/app/global.css).
 */
export function storedDataDiffers(storage: Storage, search: string): boolean {
  if (storage.getItem(STORE_KEYS.legacySnapshot) !== null || storage.getItem(FAULTS_KEY) !== null) return true
  if (new URLSearchParams(search).has(FAULTS_PARAM)) return true
  for (let i = 0; i < storage.length; i++) if ((storage.key(i) ?? '').startsWith(STORE_KEYS.record)) return true
  return false
}

export function markStoredData(): void {
  try {
    if (storedDataDiffers(window.localStorage, window.location.search))
      document.documentElement.setAttribute('data-local-edits', '')
  } catch {
    // Storage blocked: nothing can have been edited here.
  }
}

/**
 * Where the mock's service worker lives: public/mock-worker.js, which loads msw's (public/mockServiceWorker.js). Its
 * query names what the mock answers (the API and the uploads); the worker sends every other request (chunks,
 * images, fonts) straight to the network instead of through the page's main thread.
 */
export const MOCK_WORKER_URL = `/mock-worker.js?mocks=${API_BASE}/,${UPLOADS_PATH}`

/**
 * The app shell (a page with no prerendered HTML: the admin, an unknown path) waits for the mock before it has any
 * data, and on a first visit installing the service worker is the slowest part of the mock's start: it begins here,
 * while the modules load. (A prerendered page needs no API call to paint: its mock starts when first wanted.)
 */
export function registerWorkerEarly(): void {
  if (document.querySelector(PRERENDERED_PAGE) || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(MOCK_WORKER_URL).catch(() => undefined)
}

export { MOCK_READY_EVENT }

/** Says, once, that the mock is wanted; a prerendered page's app starts it then (main.tsx). */
function wantMock(): void {
  if (document.documentElement.hasAttribute(MOCK_WANTED_ATTRIBUTE)) return
  document.documentElement.setAttribute(MOCK_WANTED_ATTRIBUTE, '')
  dispatchEvent(new Event(MOCK_WANTED_EVENT))
}

/**
 * A prerendered page paints and reads without any API call, so its mock (the largest part of the page's script
 * work: msw, the seed, zod) does not run while the page loads. It starts at the visitor's first interaction, or
 * with the first API request, whichever comes first.
 */
export function wantMockOnFirstInteraction(): void {
  onFirstInteraction(wantMock)
}

/**
 * Until the mock has started, the service worker does not answer yet and an API request would reach the static
 * host (which has no API). The app's own requests wait for the mock (src/api/client.ts); this makes any other
 * `fetch` of an API path (a test's, a developer's in the console) wait for it too.
 */
export function holdApiRequestsUntilMockStarts(): void {
  const realFetch = window.fetch.bind(window)
  const base = new URL(API_BASE, location.origin)
  let started = false
  const ready = new Promise<void>((resolve) =>
    addEventListener(MOCK_READY_EVENT, () => ((started = true), resolve()), { once: true }),
  )
  const isApiRequest = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    return url.origin === base.origin && (url.pathname === base.pathname || url.pathname.startsWith(`${base.pathname}/`))
  }
  window.fetch = (input, init) => {
    if (started || !isApiRequest(input)) return realFetch(input, init)
    wantMock()
    return ready.then(() => realFetch(input, init))
  }
}
