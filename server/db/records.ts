import { sql } from 'kysely'
import { notFound } from '../../api/rules/http-error'
import { MAX_SEATS_LEFT } from '../../src/api/rules/seat-limits'
import type { RegistrationStatus } from '../../src/api/rules/registration-lifecycle'
import type { Registration, TrainingSession } from '../../src/api/schemas'
import type { Db } from './connect'
import { noteWrite } from './content-writes'

import type { MoveCondition, Row } from '../../api/store'

export type { Row }

/** A singleton (site settings, company profile) has no id of its own; its one row goes by this one. */
export const SINGLETON_ID = 'singleton'
export const rowIdOf = (record: { id?: unknown }) => (typeof record.id === 'string' ? record.id : SINGLETON_ID)

/**
 * The records of the registry's collections, one JSON document each, in the order they were added (the list
 * engine, or list-sql.ts, sorts them as a query asks). `db` may be a transaction.
 */
export function recordsOf(db: Db, collection: string) {
  const table = () => db.selectFrom('records').where('collection', '=', collection)
  return {
    async all<T = Row>(): Promise<T[]> {
      const rows = await table().select('data').orderBy('seq').execute()
      return rows.map((row) => row.data as T)
    },
    async get<T = Row>(id: string): Promise<T | undefined> {
      const row = await table().select('data').where('id', '=', id).executeTakeFirst()
      return row?.data as T | undefined
    },
    async first<T = Row>(): Promise<T | undefined> {
      const row = await table().select('data').orderBy('seq').limit(1).executeTakeFirst()
      return row?.data as T | undefined
    },
    /** The record with this id; a 404 naming `label` when there is none. */
    async find<T = Row>(id: string, label: string): Promise<T> {
      const record = await this.get<T>(id)
      if (!record) throw notFound(label)
      return record
    },
    /** A singleton's one record; a 404 naming `label` when there is none. */
    async only<T = Row>(label: string): Promise<T> {
      const record = await this.first<T>()
      if (!record) throw notFound(label)
      return record
    },
    async insert<T extends object>(record: T): Promise<T> {
      noteWrite({ collection })
      await db.insertInto('records').values({ collection, id: rowIdOf(record as { id?: unknown }), data: JSON.stringify(record) }).execute()
      return record
    },
    async replace<T extends object>(record: T): Promise<T> {
      noteWrite({ collection })
      await db
        .updateTable('records')
        .set({ data: JSON.stringify(record) })
        .where('collection', '=', collection)
        .where('id', '=', rowIdOf(record as { id?: unknown }))
        .execute()
      return record
    },
    /** Deletes the record; returns it, or undefined when there was none (another request deleted it first). */
    async remove<T = Row>(id: string): Promise<T | undefined> {
      const row = await db.deleteFrom('records').where('collection', '=', collection).where('id', '=', id).returning('data').executeTakeFirst()
      if (row) noteWrite({ collection })
      return row?.data as T | undefined
    },
    async count(): Promise<number> {
      const row = await table().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}

/**
 * Takes one seat of a training session if one is left, in one conditional statement: two registrations racing for
 * the last seat cannot both get it (Postgres re-checks the condition on the row it waited for).
 */
export async function takeSeat(db: Db, sessionId: string): Promise<TrainingSession | undefined> {
  const result = await sql<{ data: TrainingSession }>`
    update records
    set data = jsonb_set(data, '{seatsLeft}', to_jsonb((data->>'seatsLeft')::int - 1))
    where collection = 'trainingSessions' and id = ${sessionId} and (data->>'seatsLeft')::int > 0
    returning data`.execute(db)
  const taken = result.rows[0]?.data
  // Only a seat taken changes seatsLeft: a full session refusing registrations keeps every cache.
  if (taken) noteWrite({ collection: 'trainingSessions' })
  return taken
}

/** Gives one seat back to a training session (seatsLeftAfterRelease's rule, in one statement): never past the most it can list. */
export async function giveSeatBack(db: Db, sessionId: string): Promise<void> {
  noteWrite({ collection: 'trainingSessions' })
  await sql`
    update records
    set data = jsonb_set(data, '{seatsLeft}', to_jsonb((data->>'seatsLeft')::int + 1))
    where collection = 'trainingSessions' and id = ${sessionId} and (data->>'seatsLeft')::int < ${MAX_SEATS_LEFT}`.execute(db)
}

/**
 * Moves a registration on if its status is still one of `from`, in one conditional statement: Postgres re-checks the
 * status on a row another transaction just changed, so two instances cannot both move it (nor both free its seat).
 * A registration stored before statuses existed counts as awaiting payment.
 */
export async function moveRegistration(
  db: Db,
  id: string,
  from: readonly RegistrationStatus[],
  changes: Partial<Registration>,
  only: MoveCondition = {},
): Promise<Registration | undefined> {
  noteWrite({ collection: 'registrations' })
  const result = await sql<{ data: Registration }>`
    update records set data = data || ${JSON.stringify(changes)}::jsonb
    where collection = 'registrations' and id = ${id}
      and coalesce(data->>'status', 'awaiting-payment') in (${sql.join([...from])})
      ${only.unset ? sql`and data->>${only.unset} is null` : sql``}
    returning data`.execute(db)
  return result.rows[0]?.data
}

/** By the expression index of migration 8 (the collection written out, so the planner can use the partial index). */
export async function registrationWithPaymentReference(db: Db, reference: string): Promise<Registration | undefined> {
  const { rows } = await sql<{ data: Registration }>`
    select data from records
    where collection = 'registrations' and data->'payment'->>'reference' = ${reference}
    limit 1`.execute(db)
  return rows[0]?.data
}
