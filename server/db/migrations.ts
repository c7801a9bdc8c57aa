import { sql, type Kysely } from 'kysely'
import { LIST_CASE, LIST_ORDER } from './list-fields'
import { syncListIndexes } from './list-indexes'
import type { Database } from './schema'
import { recordUpgrades, type RecordUpgrade } from '../../api/record-upgrades'
import type { Row } from '../../api/store'

/** Migration 4's e-mail texts, as they were when it was written (a migration never reads code that may change). */
const EMAIL_TEXTS_V4 = JSON.stringify({
  id: 'email-templates',
  registrationReceived: {
    subject: 'Registration received: {package} package',
    body: "Dear {name},\n\nThank you for registering for the {package} solar training package. We have received your registration.\nPlease follow the payment instructions below to confirm your {place}.\n\nPay by card: {paymentUrl}\n\nOr pay by bank transfer:\nBank: {bankName}\nAccount name: {accountName}\nAccount number: {accountNumber}\nAmount: {amount}\n\nAfter a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.\n\n{siteName}",
  },
  contactMessageReceived: {
    subject: 'New contact message: {name} ({service})',
    body: 'A new message was sent from the contact form.\n\nName: {name}\nEmail: {email}\nPhone: {phone}\nService: {service}\n\n{message}',
  },
}).replaceAll("'", "''")

export type Migration = { version: number; name: string; up: string[]; records?: RecordUpgrade }

/**
 * Versioned, append-only: a deployed migration is never edited, a change is a new entry. A change of a record's shape
 * is not here: it is declared once in api/record-upgrades.ts (7 and 9, the e-mail kinds added since), which the
 * browser store runs too; `migrationsWith` numbers it among these.
 */
const sqlMigrations: Migration[] = [
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
    name: 'e-mail texts for a database seeded before they existed',
    up: [
      // An empty database gets them with the rest of the seed: nothing is inserted into one (it would stop the seeding).
      `insert into records (collection, id, data)
        select 'emailTemplates', 'email-templates', '${EMAIL_TEXTS_V4}'::jsonb
        where exists (select 1 from records) and not exists (select 1 from records where collection = 'emailTemplates')`,
    ],
  },
  {
    version: 5,
    name: 'registrations have a status',
    up: [
      // Taken before holds existed: awaiting payment, with no hold to lapse (nothing stored expires after the fact).
      `update records set data = data || '{"status": "awaiting-payment", "holdExpiresAt": null}'::jsonb
       where collection = 'registrations' and not (data ? 'status')`,
    ],
  },
  {
    version: 6,
    name: 'limits of the public forms',
    up: [
      `create table write_limit_hits (key text not null, expires_at timestamptz not null)`,
      `create index write_limit_hits_key_expires_at on write_limit_hits (key, expires_at)`,
      // Expired uses of any key are cleared as others are counted.
      `create index write_limit_hits_expires_at on write_limit_hits (expires_at)`,
    ],
  },
  {
    version: 8,
    name: 'registrations by payment reference',
    up: [
      // A reference made before references named their registration (`pay-<uuid>`) is found by this, not by a scan.
      `create index records_registration_payment_reference on records ((data->'payment'->>'reference'))
        where collection = 'registrations'`,
    ],
  },
  {
    version: 10,
    name: 'a key per database for the hashes of client networks kept with unpaid holds',
    up: [`create table server_keys (name text primary key, key bytea not null)`],
  },
]

/** The SQL migrations and the record upgrades (each a migration over its collection's rows), by version. */
export function migrationsWith(upgrades: readonly RecordUpgrade[]): Migration[] {
  const all = [
    ...sqlMigrations,
    ...upgrades.map((upgrade) => ({ version: upgrade.migration, name: upgrade.name, up: [], records: upgrade })),
  ].sort((a, b) => a.version - b.version)
  const taken = all.find((migration, i) => i > 0 && all[i - 1]!.version === migration.version)
  if (taken) throw new Error(`Two migrations are numbered ${taken.version}`)
  return all
}

export const migrations = migrationsWith(recordUpgrades)

/** Runs a record upgrade over the rows of its collection: each row whose record it changes is written back. */
async function upgradeRows(trx: Kysely<Database>, { collection, upgrade }: RecordUpgrade): Promise<void> {
  const rows = await trx.selectFrom('records').select(['id', 'data']).where('collection', '=', collection).execute()
  for (const row of rows) {
    const next = upgrade(row.data as Row)
    if (JSON.stringify(next) === JSON.stringify(row.data)) continue
    await trx.updateTable('records').set({ data: JSON.stringify(next) }).where('collection', '=', collection).where('id', '=', row.id).execute()
  }
}

const MIGRATION_LOCK = 727_001

/**
 * Brings the schema up to date in one transaction, then the list indexes the registry asks for (list-indexes.ts);
 * several instances starting at once take turns.
 */
export async function migrate(db: Kysely<Database>, upgrades: readonly RecordUpgrade[] = recordUpgrades): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
    await sql`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null
    )`.execute(trx)
    const done = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version))
    const applied: number[] = []
    for (const migration of migrationsWith(upgrades)) {
      if (done.has(migration.version)) continue
      for (const statement of migration.up) await sql.raw(statement).execute(trx)
      if (migration.records) await upgradeRows(trx, migration.records)
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
