import type { Collection } from '../src/api/registry/define'
import type { ListPage } from '../src/api/registry/list-query'
import type { RegistrationStatus } from '../src/api/rules/registration-lifecycle'
import type { AdminSession, LoginInput, NotificationEmail, OutboxMail, OutboxPage, PasswordChange, Registration, TrainingSession } from '../src/api/schemas'

/**
 * The seam between the API app (api/app.ts) and where its data lives. Two adapters: the SQL store
 * (server/db/sql-store.ts: Postgres or PGlite) and the browser store (mocks/store/browser-store.ts: @msw/data
 * collections, in the browser, in Vitest and behind `npm run api`). The routes hold every rule; a store only keeps.
 */
export interface Store {
  records(collection: string): Records
  /** A list query (paging, sort, filter, search, facets) over one collection, as the list engine answers it. */
  list(collection: Collection, url: string | URL): Promise<ListPage<Row>>
  /**
   * `work` is stored whole or not at all, by each store on its own: a throw in it undoes every write it made (records,
   * seats, files, e-mails). A transaction within one is part of it; a write outside one is a transaction of its own.
   */
  transaction<T>(work: (store: Store) => Promise<T>): Promise<T>
  seats: Seats
  registrations: RegistrationMoves
  accounts: Accounts
  uploads: Uploads
  outbox: Outbox
  limits: Limits
  /** Every collection and upload back to the seed; `keep` stays signed in. */
  resetToSeed(keep: SignedIn): Promise<void>
}

export type Row = Record<string, unknown> & { id: string }

/** The records of one collection, in the order they were added. Values are plain copies. */
export interface Records {
  all<T = Row>(): Promise<T[]>
  get<T = Row>(id: string): Promise<T | undefined>
  /** A singleton's one record (or a collection's first). */
  first<T = Row>(): Promise<T | undefined>
  insert<T extends object>(record: T): Promise<T>
  /** Stores `record` in place of the one with its id (a singleton's: its one record). */
  replace<T extends object>(record: T): Promise<T>
  /** Deletes the record; returns it, or undefined when there was none (another request deleted it first). */
  remove<T = Row>(id: string): Promise<T | undefined>
}

export interface Seats {
  /** Takes one seat of a session if one is left, atomically; the session after, or undefined when none was left. */
  take(sessionId: string): Promise<TrainingSession | undefined>
  /** Gives one seat back, never past the most a session can list. */
  giveBack(sessionId: string): Promise<void>
}

/** A further condition of a move: `unset`, a field the registration must not have yet (a reminder sent once). */
export type MoveCondition = { unset?: keyof Registration }

export interface RegistrationMoves {
  /**
   * Applies `changes` to a registration whose status is still one of `from`, atomically: of two requests or jobs
   * moving one registration, one gets the record after, the other undefined (and must not touch its seat).
   */
  move(id: string, from: readonly RegistrationStatus[], changes: Partial<Registration>, only?: MoveCondition): Promise<Registration | undefined>
  /** The registration whose payment has this reference (the SQL store finds it by an index, not by reading them all). */
  withPaymentReference(reference: string): Promise<Registration | undefined>
}

/** A signed-in admin: the session, and the account it belongs to (sessions end per account). */
export type SignedIn = AdminSession & { accountId: string }

/**
 * Who may sign in is the adapter's choice: the browser store is the demo (any e-mail and password), the SQL store
 * has admin accounts with hashed passwords and throttled sign-in.
 */
export interface Accounts {
  /** A new session, or an HttpError (401 wrong credentials, 429 too many tries). `address`: the client's. */
  signIn(input: LoginInput, address: string): Promise<AdminSession>
  /** The live session behind a bearer token. */
  session(token: string): Promise<SignedIn | undefined>
  endSession(token: string): Promise<void>
  /** Ends every session of the account but `keepToken`'s (or all of them). */
  endSessions(accountId: string, keepToken?: string): Promise<void>
  /** Checks the current password and sets the new one (an HttpError 422 names a wrong current password). */
  changePassword(signedIn: SignedIn, change: PasswordChange): Promise<void>
}

export type StoredFile = { type: string; bytes: Uint8Array }

/** Uploaded files by media id, beside the records (a write that fails leaves no file behind). */
export interface Uploads {
  put(id: string, file: StoredFile): Promise<void>
  get(id: string): Promise<StoredFile | undefined>
  delete(id: string): Promise<void>
}

export interface Outbox {
  /** Queued in the write's transaction: an e-mail exists exactly when what it tells of does. */
  enqueue(email: NotificationEmail): Promise<void>
  /** A page of the e-mails, newest first. */
  list(page: number, pageSize: number): Promise<OutboxPage>
  /** Puts a sent or failed e-mail back in the queue, to be sent again; undefined when there is no such e-mail. */
  resend(id: string): Promise<OutboxMail | undefined>
}

/** Counts uses of a key (an address, an e-mail) in a sliding window, shared by every instance on the store. */
export interface Limits {
  /** Counts one use unless `max` were counted in the last `windowMs`; then how long until one expires. */
  take(key: string, windowMs: number, max: number): Promise<{ taken: true } | { taken: false; retryAfterMs: number }>
}
