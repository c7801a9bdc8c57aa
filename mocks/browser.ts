import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { initDb, type DbSource } from './db'
import { setLatency } from './http'
import { setSnapshotStorage } from './persistence'

/**
 * Starts the mock API in the browser: loads the stored database (or the seed), then registers the
 * service worker. Resolves once requests to the API are answered.
 */
export async function startMockApi(): Promise<DbSource> {
  setSnapshotStorage(window.localStorage)
  setLatency(120, 380)
  const source = await initDb()
  await setupWorker(...handlers).start({
    quiet: import.meta.env.PROD,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return source
}
