import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

/**
 * Kysely on embedded PGlite (Postgres in WebAssembly, one connection): each connection handed out waits for the
 * previous one to be released, so a transaction never interleaves with another request's statements.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly onClose: () => void = () => undefined,
  ) {}
  createAdapter = () => new PostgresAdapter()
  createDriver = () => new PGliteDriver(this.pglite, this.onClose)
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db)
  createQueryCompiler = () => new PostgresQueryCompiler()
}

class PGliteDriver implements Driver {
  #queue: Promise<void> = Promise.resolve()
  constructor(
    private readonly pglite: PGlite,
    private readonly onClose: () => void,
  ) {}

  async init() {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const previous = this.#queue
    this.#queue = new Promise((resolve) => (release = resolve))
    await previous
    return new PGliteConnection(this.pglite, release)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }
  async releaseConnection(connection: DatabaseConnection) {
    ;(connection as PGliteConnection).release()
  }
  async destroy() {
    if (!this.pglite.closed) await this.pglite.close()
    this.onClose()
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters])
    return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results')
  }
}
