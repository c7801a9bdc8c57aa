import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { server as mockApi } from '../../mocks/node'

/**
 * For tests of real HTTP servers: requests must reach the port, but msw/node (started for every test file)
 * intercepts fetch and node:http and would answer API paths itself. Call at the top of the file.
 */
export function reachRealServers(): void {
  beforeAll(() => mockApi.close())
  afterAll(() => mockApi.listen({ onUnhandledRequest: 'error' }))
}

/** Starts `server` on a free port of 127.0.0.1 (unless listening already); returns its origin. */
export async function originOf(server: Server): Promise<string> {
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Stops the server now: open keep-alive connections (or one whose body was refused unread) are closed too. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((done) => {
    server.close(() => done())
    server.closeAllConnections()
  })
}
