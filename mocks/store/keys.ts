/**
 * Every name the mock keeps in this browser, in one place: what admins and visitors changed (localStorage),
 * uploaded files (IndexedDB), the fault rules and the latency. The store, the fault switch, mocks/start.ts and
 * the boot script (mocks/boot-guard.ts, built into /boot.js) all import them from here. No imports: /boot.js
 * bundles this file.
 */
export const STORE_KEYS = {
  /** One key per changed record: `<record><collection>/<id>`; the value is `{ at, record }`, record null if deleted. */
  record: 'sunharvest-db/record/',
  /** Changes whenever any record key changes: a tab compares it to know whether another tab wrote. */
  revision: 'sunharvest-db/revision',
  /** Records found unreadable on load, kept (not lost) as they were found. */
  setAside: 'sunharvest-db/set-aside',
  /** The whole-database snapshot of earlier versions; migrated into record keys on first load. */
  legacySnapshot: 'sunharvest-demo-db',
  /** Cross-tab lock (Web Locks API) that makes one tab's write wait for another's. */
  writeLock: 'sunharvest-db/write',
} as const

/** The IndexedDB database and object store that hold uploaded files, by media id. */
export const BLOB_DB = { name: 'sunharvest-media', store: 'files' } as const

/** The fault switch's rules, a JSON array (mocks/faults/), read again on every request. */
export const FAULTS_KEY = 'sunharvest-mock-faults'
/** The URL flag that writes FAULTS_KEY (`?mock-faults=off` clears it). */
export const FAULTS_PARAM = 'mock-faults'
/** The normal latency, "min,max" in ms (for example "0,0"); unset, 120-380 ms. */
export const LATENCY_KEY = 'sunharvest-mock-latency'
/** The retries' wait the browser tests set, 'sunharvest-mock-retry-delay', is read by main.tsx (src/ imports no mock module). */
