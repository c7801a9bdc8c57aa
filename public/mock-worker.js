/* The mock's service worker: msw's own (mockServiceWorker.js, unmodified), minus the build's hashed files.
 * msw's worker asks the page about every request it controls, and the page answers on its main thread; no mock
 * route serves /assets/, so the app's chunks, styles and fonts go straight to the network instead of waiting for
 * the main thread (about 5 ms of it each, 25 chunks when an admin screen first opens). */
const ASSETS = new URL('assets/', self.registration.scope).href

// Registered before msw's listener, so it runs first and can keep msw from seeing the request.
self.addEventListener('fetch', (event) => {
  if (event.request.url.startsWith(ASSETS)) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
