import { setupServer } from 'msw/node'
import { apiHandler } from './transport'

/** The mock API for Vitest: the app on the browser store (in memory), no latency. */
export const server = setupServer(apiHandler())
