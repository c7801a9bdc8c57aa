// The mock API inside the prerender process (scripts/prerender.mjs): the browser's handlers under msw/node, seeded
// from the fixtures, no latency. The pages still read it over fetch, as they would a real API.
import { initDb } from '../mocks/db'
import { server } from '../mocks/node'

export async function start(): Promise<void> {
  server.listen({ onUnhandledRequest: 'error' })
  await initDb()
}

export function stop(): void {
  server.close()
}
