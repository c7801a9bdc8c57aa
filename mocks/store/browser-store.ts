import type { Collection as DataCollection } from '@msw/data'
import { listAnswer } from '../../api/registry/collection-rules'
import { statusOf } from '../../src/api/rules/registration-lifecycle'
import { seatsLeftAfterRelease } from '../../src/api/rules/seat-limits'
import type { AdminSession, Registration, TrainingSession } from '../../src/api/schemas'
import type { Accounts, Records, Store } from '../../api/store'
import { deleteBlob, getBlob, putBlob } from './blobs'
import { db } from './database'
import { demoMailbox } from './demo-mailbox'
import { currentJournal } from './journal'
import { memoryLimits } from './memory-limits'
import { resetDb, seedMemory } from './memory'
import { storeTransaction } from './transaction'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any registry entry's collection (a test adds its own)
type DataCollections = Record<string, DataCollection<any>>
type Stored = Record<string, unknown>

/** A record as the routes get it: its fields, without the symbol-keyed internals @msw/data keeps on it. */
const copy = <T>(record: unknown): T => ({ ...(record as Stored) }) as T
const idOf = (record: unknown) => (record as { id?: unknown }).id

function recordsIn(collection: DataCollection<never> | undefined, name: string): Records {
  if (!collection) throw new Error(`The browser store has no collection "${name}"`)
  const stored = () => collection.all() as unknown as Stored[]
  const storedOf = (id: unknown) => (id === undefined ? stored()[0] : stored().find((record) => record.id === id))
  return {
    all: async <T>() => stored().map((record) => copy<T>(record)),
    get: async <T>(id: string) => {
      const record = storedOf(id)
      return record && copy<T>(record)
    },
    first: async <T>() => {
      const [record] = stored()
      return record && copy<T>(record)
    },
    insert: async <T extends object>(record: T) => copy<T>(await collection.create(record as never)),
    async replace<T extends object>(record: T) {
      const current = storedOf(idOf(record))
      if (!current) throw new Error(`replace: no record ${String(idOf(record))} in "${name}"`)
      const next = record as Stored
      const updated = await collection.update(current as never, {
        data: ((draft: Stored) => {
          for (const key of Object.keys(draft)) if (!(key in next)) delete draft[key]
          Object.assign(draft, next)
        }) as never,
      })
      return copy<T>(updated)
    },
    async remove<T>(id: string) {
      const record = storedOf(id)
      if (!record) return undefined
      collection.delete(record as never)
      return copy<T>(record)
    },
  }
}

/** The demo's sign-in: any e-mail and password open a session; an account is its e-mail. */
function demoAccounts(): Accounts {
  const signedIn = (session: AdminSession) => ({ ...copy<AdminSession>(session), accountId: session.email.toLowerCase() })
  return {
    async signIn(input) {
      const token = crypto.randomUUID().replaceAll('-', '')
      const session = { token, email: input.email, remember: input.remember ?? false, createdAt: new Date().toISOString() }
      return copy<AdminSession>(await db.sessions.create(session))
    },
    async session(token) {
      const session = db.sessions.findFirst((q) => q.where({ token }))
      return session && signedIn(session)
    },
    async endSession(token) {
      db.sessions.delete((q) => q.where({ token }))
    },
    async endSessions(accountId, keepToken) {
      db.sessions.deleteMany((q) => q.where((session) => session.email.toLowerCase() === accountId && session.token !== keepToken))
    },
    /** The demo keeps no password: a change the form accepts is acknowledged (the route ends the other sessions). */
    async changePassword() {},
  }
}

export type BrowserStoreOptions = {
  /**
   * Refuses a write outside a transaction (an Error, so a 500), but for signing in and out, whose one write is their
   * request's only one: the check, in Vitest (mocks/node.ts), that every route writes in a transaction, so a request
   * answered with an error has stored nothing of its own.
   */
  writesInTransactionsOnly?: boolean
}

/**
 * The browser store: the @msw/data collections of this tab (mocks/store/database.ts), kept in localStorage, uploads
 * in the blob store. `transaction` keeps the seam's promise on its own (mocks/store/transaction.ts): its work runs
 * alone, in this tab and across tabs, and is stored whole, or undone (memory, storage, files) when it throws. A write
 * outside a transaction is a transaction of its own, as a statement is in SQL. `collections` replaces the registry's
 * (a test's throwaway collection, kept in memory only).
 */
export function browserStore(collections: DataCollections = db as unknown as DataCollections, options: BrowserStoreOptions = {}): Store {
  const trx = storeInTransaction(collections)
  const write: Wrap = options.writesInTransactionsOnly
    ? () => Promise.reject(new Error('The browser store refused a write outside a transaction'))
    : storeTransaction
  return {
    ...trx,
    records: (name) => own(trx.records(name), ['insert', 'replace', 'remove'], write),
    transaction: (work) => storeTransaction(() => work(trx)),
    seats: own(trx.seats, ['take', 'giveBack'], write),
    registrations: own(trx.registrations, ['move'], write),
    accounts: own(own(trx.accounts, ['signIn', 'endSession', 'endSessions'], storeTransaction), ['changePassword'], write),
    uploads: own(trx.uploads, ['put', 'delete'], write),
    outbox: own(trx.outbox, ['enqueue', 'resend'], write),
    resetToSeed: (keep) => write(() => trx.resetToSeed(keep)),
  }
}

type Wrap = <T>(call: () => Promise<T>) => Promise<T>

/** `methods` of `object` (the transaction's store's), each run as a transaction of its own by `wrap`. */
function own<O extends object>(object: O, methods: (keyof O)[], wrap: Wrap): O {
  const copy = { ...object }
  for (const name of methods) {
    const method = object[name] as (...args: unknown[]) => Promise<unknown>
    copy[name] = ((...args: unknown[]) => wrap(() => method(...args))) as O[keyof O]
  }
  return copy
}

/** The store a transaction's work gets: its writes go to memory, in the transaction's journal. */
function storeInTransaction(collections: DataCollections): Store {
  const store: Store = {
    records: (name) => recordsIn(collections[name] as DataCollection<never> | undefined, name),
    list: async (collection, url) => listAnswer(collection, url, collections[collection.name]?.all() ?? []) as never,
    // Within a transaction, a transaction is part of it (as in the SQL store).
    transaction: (work) => work(store),
    seats: {
      async take(sessionId) {
        const session = db.trainingSessions.findFirst((q) => q.where({ id: sessionId }))
        if (!session || session.seatsLeft <= 0) return undefined
        return copy<TrainingSession>(await db.trainingSessions.update(session, { data: (draft) => void (draft.seatsLeft -= 1) }))
      },
      async giveBack(sessionId) {
        const session = db.trainingSessions.findFirst((q) => q.where({ id: sessionId }))
        if (session) await db.trainingSessions.update(session, { data: (draft) => void (draft.seatsLeft = seatsLeftAfterRelease(draft.seatsLeft)) })
      },
    },
    // Transactions run one at a time: reading the status and replacing it cannot interleave.
    registrations: {
      async move(id, from, changes, only = {}) {
        const registration = db.registrations.findFirst((q) => q.where({ id }))
        if (!registration || !from.includes(statusOf(registration))) return undefined
        if (only.unset && registration[only.unset] != null) return undefined
        return copy<Registration>(await db.registrations.update(registration, { data: (draft) => void Object.assign(draft, changes) }))
      },
      async withPaymentReference(reference) {
        const registration = db.registrations.findFirst((q) => q.where((record) => record.payment?.reference === reference))
        return registration && copy<Registration>(registration)
      },
    },
    accounts: demoAccounts(),
    uploads: {
      async put(id, file) {
        await putBlob(id, file)
        // A transaction undone takes the file away again.
        currentJournal()?.onRollback.push(() => deleteBlob(id))
      },
      get: (id) => getBlob(id),
      async delete(id) {
        // The file goes once the deletion is stored (an undone deletion keeps it).
        const journal = currentJournal()
        if (journal) journal.afterCommit.push(() => deleteBlob(id))
        else await deleteBlob(id)
      },
    },
    outbox: demoMailbox(() => store.records('outboxMails')),
    limits: memoryLimits,
    async resetToSeed({ token, email, remember, createdAt }) {
      const journal = currentJournal()
      // In a transaction, storage and files are cleared when it commits: undone, the reset leaves them be.
      if (journal) {
        journal.reset = true
        await seedMemory()
      } else await resetDb()
      await db.sessions.create({ token, email, remember, createdAt })
    },
  }
  return store
}
