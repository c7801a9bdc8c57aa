import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { staticMediaHandlers } from './static-media'
import { initDb, setDbStorage, type LoadReport } from './db'
import { setFaultStorage } from './faults/storage'
import { apiHandler, setLatency } from './transport'
import { setBlobStore } from './store/blobs'
import { indexedDbBlobStore } from './store/idb-blobs'
import { FAULTS_PARAM, LATENCY_KEY } from './store/keys'
import { MOCK_WORKER_URL } from './boot-guard'

/**
 * The mock layer proper (msw, the handlers, the seed, the store), loaded by mocks/start.ts: loads the seed with
 * this browser's stored changes, then registers the service worker. Resolves once requests to the API are answered.
 */
export async function startMockApi({ pause }: { pause?: () => Promise<void> } = {}): Promise<LoadReport> {
  setDbStorage(window.localStorage)
  setBlobStore(indexedDbBlobStore())
  // Realistic latency by default; "sunharvest-mock-latency" = "min,max" in ms (for example "0,0") overrides it.
  const [min = 120, max = 380] = (window.localStorage.getItem(LATENCY_KEY) ?? '').split(',').filter(Boolean).map(Number)
  setLatency(min, max)
  await startFaultSwitch()
  // The database loads while the service worker registers (on a first visit, installing it is the slow part);
  // a request that reaches the worker before the database is ready waits for it (the first handler answers
  // nothing, so the request goes on to the others).
  const loaded = initDb({ pause })
  const waitForDatabase = http.all('*', async () => {
    await loaded.catch(() => undefined)
  })
  const [source] = await Promise.all([
    loaded,
    setupWorker(waitForDatabase, apiHandler(), ...staticMediaHandlers).start({
      quiet: import.meta.env.PROD,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: MOCK_WORKER_URL },
    }),
  ])
  return source
}

/**
 * The fault switch reads its rules from localStorage on every request; `?mock-faults=...` writes them there
 * (and is then removed from the address, so a reload does not reset `times` counts). Its code loads only then, or
 * when a request finds rules stored.
 */
async function startFaultSwitch(): Promise<void> {
  setFaultStorage(window.localStorage)
  if (!new URLSearchParams(window.location.search).has(FAULTS_PARAM)) return
  const { applyFaultsParam } = await import('./faults/store')
  if (applyFaultsParam(window.location.search)) {
    const url = new URL(window.location.href)
    url.searchParams.delete(FAULTS_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }
}
