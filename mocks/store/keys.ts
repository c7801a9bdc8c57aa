/**
 * Where the mock keeps what admins and visitors changed, in the browser's localStorage. One owner for these
 * names: the store, the boot script (via its test) and the testing helpers all read them from here.
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
