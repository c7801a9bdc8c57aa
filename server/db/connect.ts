import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { PGliteDialect } from './pglite-dialect'
import type { Database } from './schema'

export type DatabaseOptions = {
  /** A Postgres server (postgres://…); when absent, embedded PGlite. */
  databaseUrl?: string | undefined
  /** PGlite's data directory; in memory when absent (tests). */
  dataDir?: string | undefined
  /**
   * Told of an error on an idle pooled connection (Postgres restarted, the network dropped it): the pool drops that
   * connection and opens another on the next query. Without a listener, pg.Pool's 'error' event ends the process.
   */
  onPoolError?: ((error: Error) => void) | undefined
}

export type Db = Kysely<Database>

/** One database handle for the whole server: a pool on a Postgres server, or embedded PGlite in `dataDir`. */
export function openDatabase({ databaseUrl, dataDir, onPoolError }: DatabaseOptions): { db: Db; kind: 'postgres' | 'pglite' } {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
    pool.on('error', (error) => onPoolError?.(error))
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' }
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const release = dataDir ? lockDataDir(dataDir) : () => undefined
  // Durability: PGlite's NodeFS writes straight to the files (fs.writeSync), WAL at every commit
  // (synchronous_commit on), so an acknowledged write survives kill -9 (`npm run test:postgres` checks it). It runs
  // with fsync off and its filesystem layer has no fsync, so an OS crash or power cut may lose the last commits:
  // a company that needs that guarantee sets DATABASE_URL.
  const pglite = new PGlite(dataDir)
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite, release) }), kind: 'pglite' }
}
