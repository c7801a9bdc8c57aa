/* The mock's service worker: msw's own (mockServiceWorker.js, unmodified), minus what the mock never answers.
 * msw's worker asks the page about every request it controls, and the page answers on its main thread (about
 * 5 ms of it each): only the paths named in this script's `mocks` query (the API and the uploads, from
 * MOCK_WORKER_URL in mocks/boot-guard.ts) and requests for a byte range (the /media handler restores the
 * `Range` header msw's pass-through drops) reach it. Chunks, images and fonts go straight to the network. */
const named = new URL(self.location.href).searchParams.get('mocks')
// Registered without the query (an older build's registration, until the page registers this one): all but chunks.
const MOCKED =
  named === null
    ? null
    : named
        .split(',')
        .filter(Boolean)
        .map((path) => new URL(path, self.registration.scope).href)
const ASSETS = new URL('assets/', self.registration.scope).href

// Registered before msw's listener, so it runs first and can keep msw from seeing the request.
self.addEventListener('fetch', (event) => {
  const { url, headers } = event.request
  const mocked =
    MOCKED === null ? !url.startsWith(ASSETS) : headers.has('range') || MOCKED.some((prefix) => url.startsWith(prefix))
  if (!mocked) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
