import type { ColumnType, Generated } from 'kysely'

type Json = ColumnType<Record<string, unknown>, string, string>
type Timestamp = ColumnType<Date, Date | string, Date | string>

/**
 * The tables. Every registry collection is stored in `records` (one JSON document per record, so a new registry
 * entry needs no migration); what only the server has (admin accounts, sign-in sessions, attempts, the outbox and
 * uploaded files) has tables of its own.
 */
export interface Database {
  schema_migrations: { version: number; name: string; applied_at: Timestamp }
  records: { collection: string; id: string; seq: Generated<number>; data: Json }
  admins: { id: Generated<number>; email: string; password_hash: string; created_at: Timestamp }
  auth_sessions: {
    token_hash: string
    admin_id: number
    email: string
    remember: boolean
    created_at: Timestamp
    expires_at: Timestamp
  }
  sign_in_attempts: { key: string; at: Timestamp }
  outbox: {
    id: Generated<number>
    recipient: string
    subject: string
    body: string
    created_at: Timestamp
    sent_at: Timestamp | null
    attempts: Generated<number>
    last_error: string | null
    next_attempt_at: Timestamp
  }
  uploads: { id: string; type: string; bytes: Uint8Array; created_at: Timestamp }
  /** Keys made once per database and shared by its instances (server/network-key.ts). */
  server_keys: { name: string; key: Uint8Array }
}
