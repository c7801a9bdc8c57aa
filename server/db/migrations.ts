import { sql, type Kysely } from 'kysely'
import { LIST_CASE, LIST_ORDER } from './list-fields'
import { syncListIndexes } from './list-indexes'
import type { Database } from './schema'

/** Versioned, append-only: a deployed migration is never edited, a change is a new entry. */
export const migrations: { version: number; name: string; up: string[] }[] = [
  {
    version: 1,
    name: 'records, admins, sessions, outbox, uploads',
    up: [
      `create table records (
        collection text not null,
        id text not null,
        seq serial not null,
        data jsonb not null,
        primary key (collection, id)
      )`,
      `create index records_collection_seq on records (collection, seq)`,
      `create table admins (
        id serial primary key,
        email text not null unique,
        password_hash text not null,
        created_at timestamptz not null
      )`,
      `create table auth_sessions (
        token_hash text primary key,
        admin_id integer not null references admins (id) on delete cascade,
        email text not null,
        remember boolean not null,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`,
      `create table sign_in_attempts (key text not null, at timestamptz not null)`,
      `create index sign_in_attempts_key_at on sign_in_attempts (key, at)`,
      `create table outbox (
        id serial primary key,
        recipient text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null,
        sent_at timestamptz,
        attempts integer not null default 0,
        last_error text,
        next_attempt_at timestamptz not null
      )`,
      `create table uploads (id text primary key, type text not null, bytes bytea not null, created_at timestamptz not null)`,
    ],
  },
  {
    version: 2,
    name: 'collations of the list engine',
    up: [
      // ICU's legacy keywords: PGlite's ICU ignores the BCP 47 form (en-u-kn-ks-level1) and would compare bytes.
      `create collation ${LIST_ORDER} (provider = icu, locale = 'en@colStrength=primary;colNumeric=yes', deterministic = false)`,
      `create collation ${LIST_CASE} (provider = icu, locale = 'und')`,
    ],
  },
  {
    version: 3,
    name: 'content revision of the rendered pages',
    up: [
      // One row: every instance reads it before serving a cached page, every successful write bumps it.
      `create table content_revision (id boolean primary key default true check (id), revision bigint not null)`,
      `insert into content_revision (revision) values (0)`,
    ],
  },
  {
    version: 4,
    name: 'limits of the public forms',
    up: [
      `create table write_limit_hits (key text not null, expires_at timestamptz not null)`,
      `create index write_limit_hits_key_expires_at on write_limit_hits (key, expires_at)`,
      // Expired uses of any key are cleared as others are counted.
      `create index write_limit_hits_expires_at on write_limit_hits (expires_at)`,
    ],
  },
]

const MIGRATION_LOCK = 727_001

/**
 * Brings the schema up to date in one transaction, then the list indexes the registry asks for (list-indexes.ts);
 * several instances starting at once take turns.
 */
export async function migrate(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
    await sql`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null
    )`.execute(trx)
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version))
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      for (const statement of migration.up) await sql.raw(statement).execute(trx)
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: new Date().toISOString() })
        .execute()
      applied.push(migration.version)
    }
    await syncListIndexes(trx)
    return applied
  })
}
