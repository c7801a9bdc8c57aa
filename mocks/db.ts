/** The mock database and how it is loaded and saved: what handlers, tests and scripts import. */
export { db, exportData, seedData } from './store/database'
export { importData, initDb, resetDb, type LoadReport } from './store/memory'
export { setDbStorage, StorageFullError, type KeyValueStorage } from './store/local-store'
