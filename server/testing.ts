/**
 * The server on an in-memory PGlite, in process: for the contract suite (tests/setup/server-target.ts) and for
 * anyone who wants to run their tests against the real backend rather than the mock. With TEST_DATABASE_URL (a
 * Postgres server, `npm run test:postgres`), on a database of its own per Vitest worker instead.
 */
import { sql } from 'kysely'
import pg from 'pg'
import type { Hono } from 'hono'
import { upsertAdmin } from './auth/admins'
import { createApp } from './app'
import { openDatabase, type Db } from './db/connect'
import { migrate } from './db/migrations'
import { insertSeed } from './db/seed'
import { simulatedPayments } from '../api/payments/simulated'
import { bumpContentRevision } from './render/content-revision'
import { TEST_ADMIN } from './test-admin'
import { PUBLIC_WRITE_RULES, type PublicWriteRules } from '../api/rules/public-writes'

export type TestBackend = {
  app: Hono
  db: Db
  reset: () => Promise<void>
  /** Other abuse rules for the public forms until the next reset (a test that posts more than people would). */
  setPublicWriteRules: (rules: PublicWriteRules) => void
}

export { TEST_ADMIN }

/** A fresh database per worker: the workers run in parallel and each resets its own to the seed before every test. */
async function workerDatabase(serverUrl: string): Promise<string> {
  const name = `contract_${process.env.VITEST_POOL_ID ?? process.pid}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function createTestBackend(): Promise<TestBackend> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const { db } = openDatabase(serverUrl ? { databaseUrl: await workerDatabase(serverUrl) } : {})
  await migrate(db)
  await upsertAdmin(db, TEST_ADMIN.email, TEST_ADMIN.password)
  const admin = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow()
  let publicWrites = PUBLIC_WRITE_RULES
  // Payments simulated, as on the browser store: the contract suite pays alike on both.
  const app = await createApp({ db, allowDemoReset: true, publicWrites: () => publicWrites, payments: simulatedPayments() })
  /** Every table back to the seed and the one test admin (a test may have changed its password). */
  const reset = async () => {
    publicWrites = PUBLIC_WRITE_RULES
    await db.transaction().execute(async (trx) => {
      await sql`truncate records, uploads, auth_sessions, sign_in_attempts, write_limit_hits, outbox, admins restart identity cascade`.execute(trx)
      await trx.insertInto('admins').values({ ...admin, id: undefined, created_at: admin.created_at }).execute()
      await insertSeed(trx)
    })
    // Behind the API's back, as a restore from a backup: the cached pages and public reads must hear of it.
    await bumpContentRevision(db)
  }
  await reset()
  return { app, db, reset, setPublicWriteRules: (rules) => void (publicWrites = rules) }
}

/** One backend per test worker (PGlite takes seconds to start): the contract suite's setup and server tests share it. */
export function sharedTestBackend(): Promise<TestBackend> {
  const shared = globalThis as { serverBackend?: Promise<TestBackend> }
  return (shared.serverBackend ??= createTestBackend())
}
