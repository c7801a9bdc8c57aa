import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock API for Vitest: same handlers, no latency, data in memory. */
export const server = setupServer(...handlers)
