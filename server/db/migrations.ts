import { sql, type Kysely } from 'kysely'
import { LIST_CASE, LIST_ORDER } from './list-fields'
import { syncListIndexes } from './list-indexes'
import type { Database } from './schema'

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

/** The e-mail kinds added after migration 4, as their default texts were when migration 7 was written. */
const EMAIL_TEXTS_V7 = JSON.stringify({
  registrationPaid: {
    subject: 'Payment received: {package} package',
    body: 'Dear {name},\n\nWe have received your payment of {amount} for the {package} solar training package. Your {place} is confirmed.\n\nQuestions? Write to {trainingEmail}.\n\n{siteName}',
  },
  holdReminder: {
    subject: 'Your seat is held until {holdExpiresAt}: {package} package',
    body: 'Dear {name},\n\nYour {place} is held for you until {holdExpiresAt}. After that, the seat is released and offered to others.\n\nPay by card: {paymentUrl}\n\nOr pay by bank transfer:\nBank: {bankName}\nAccount name: {accountName}\nAccount number: {accountNumber}\nAmount: {amount}\n\nAfter a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.\n\n{siteName}',
  },
  registrationExpired: {
    subject: 'Your seat was released: {package} package',
    body: 'Dear {name},\n\nWe did not receive your payment for the {package} solar training package in time, so your {place} was released.\n\nYou are welcome to register again while seats are open. Questions? Write to {trainingEmail}.\n\n{siteName}',
  },
  waitlistSeat: {
    subject: 'A seat is yours: {package} package',
    body: 'Dear {name},\n\nGood news: a {place} has come free for you from the waiting list. It is held for you until {holdExpiresAt}.\n\nPay by card: {paymentUrl}\n\nOr pay by bank transfer:\nBank: {bankName}\nAccount name: {accountName}\nAccount number: {accountNumber}\nAmount: {amount}\n\nAfter a transfer, e-mail your proof of payment to {trainingEmail} so we can confirm your seat.\n\n{siteName}',
  },
  registrationNotice: {
    subject: 'New Training Registration: {name} - {package} Package',
    body: 'A new registration for the {package} package was received.\n\nFull Name: {name}\nEmail: {email}\nPhone Number: {phone}\nWhatsApp Number: {whatsappNumber}\nAddress: {address}\nGender: {gender}\nProfessional Status: {professionalStatus}\nOrganization: {organization}\nTraining Package: {package} ({amount}, {duration})\nSession: {session}\nHow did you hear about us?: {referralSource}\nTerms accepted: {termsAccepted}',
  },
}).replaceAll("'", "''")

/** The e-mail to a registration's own address when the form is sent again for it, as its default was in migration 9. */
const EMAIL_TEXTS_V9 = JSON.stringify({
  alreadyRegistered: {
    subject: 'You are already registered: {package} package',
    body: 'Dear {name},\n\nOur training registration form was just sent again with this e-mail address. You are already registered for the {package} solar training package, so nothing new was registered.\n\n{nextStep}\n\nIf you did not send the form, you can ignore this e-mail: nothing has changed. Questions? Write to {trainingEmail}.\n\n{siteName}',
  },
}).replaceAll("'", "''")

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
    version: 7,
    name: 'e-mail texts of the kinds added since: paid, reminder, expired, a seat from the waiting list, the staff notice',
    up: [
      // Texts an admin already set win (the right side of ||); the admin's editor then shows every kind filled in.
      `update records set data = '${EMAIL_TEXTS_V7}'::jsonb || data where collection = 'emailTemplates'`,
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
    version: 9,
    name: 'e-mail text: already registered (a repeated registration is answered from what was sent)',
    up: [`update records set data = '${EMAIL_TEXTS_V9}'::jsonb || data where collection = 'emailTemplates'`],
  },
  {
    version: 10,
    name: 'a key per database for the hashes of client networks kept with unpaid holds',
    up: [`create table server_keys (name text primary key, key bytea not null)`],
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
