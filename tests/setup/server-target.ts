import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { sharedTestBackend } from '../../server/testing'

/**
 * The contract suite against the real server: every request the tests send to /api or /uploads is answered by
 * the server's app (Hono on an in-memory PGlite) in this process, instead of the mock. The backend is made once per
 * worker (PGlite takes seconds to start; the project runs with `isolate: false`) and reset to the seed before each test.
 */
const backend = await sharedTestBackend()

const server = setupServer(
  http.all('*', ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/uploads/')) return backend.app.fetch(request)
    return undefined
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => backend.reset())
afterAll(() => server.close())
