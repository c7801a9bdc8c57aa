import { createServer, type Server, type Socket } from 'node:net'
import { Hono } from 'hono'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connect'
import { publicReadCache } from '../../server/http/public-read-cache'
import { publicReads } from '../../server/http/public-reads'

/**
 * A stand-in Postgres on loopback that admits any connection (AuthenticationOk, ReadyForQuery) and then can drop
 * them all, as `pg_ctl -m fast stop` does to a server's idle pooled connections.
 */
async function fakePostgres(): Promise<{ port: number; dropAll: () => void; close: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    socket.once('data', () => {
      const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0])
      const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49])
      socket.write(Buffer.concat([authenticationOk, readyForQuery]))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    dropAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

describe('the server survives its database (server/db/connect.ts)', () => {
  it('an idle pooled connection the database drops is reported to onPoolError, and does not end the process', async () => {
    const postgres = await fakePostgres()
    cleanups.push(postgres.close)
    const errors: Error[] = []
    const { db } = openDatabase({
      databaseUrl: `postgres://test@127.0.0.1:${postgres.port}/test`,
      onPoolError: (error) => errors.push(error),
    })
    cleanups.push(() => db.destroy().catch(() => undefined))
    // Takes a connection and gives it back: it waits in the pool, idle.
    await db.connection().execute(async () => undefined)
    postgres.dropAll()
    await expect.poll(() => errors.length, { timeout: 2000 }).toBe(1)
    expect(errors[0]!.message).toMatch(/terminated|closed|ECONNRESET/i)
  })

  it('a public API read answers its last kept answer, marked stale, while the content revision cannot be read', async () => {
    let databaseUp = true
    let runs = 0
    const app = new Hono()
    app.on(
      ['GET', 'HEAD'],
      '*',
      publicReads,
      publicReadCache(() => (databaseUp ? Promise.resolve(1) : Promise.reject(new Error('down')))),
    )
    app.get('/api/things', (c) => c.json({ runs: ++runs }))
    app.onError((_error, c) => c.json({ message: 'Something went wrong on our side.' }, 500))
    expect(await (await app.request('/api/things')).json()).toEqual({ runs: 1 })
    databaseUp = false
    const stale = await app.request('/api/things')
    expect([stale.status, stale.headers.get('x-stale'), stale.headers.get('cache-control'), await stale.json()]).toEqual([
      200,
      'database-unavailable',
      'no-store',
      { runs: 1 },
    ])
    expect((await app.request('/api/things?page=2')).status).toBe(500)
    expect(runs).toBe(1)
  })
})
