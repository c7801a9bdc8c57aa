import { setupServer } from 'msw/node'
import { apiHandler, demoApi } from './transport'

/**
 * The mock API for Vitest: the app on the browser store (in memory), no latency. Its store refuses a write outside a
 * transaction: every test of a route checks that the route's writes are in one.
 */
export const server = setupServer(apiHandler(demoApi({ writesInTransactionsOnly: true })))
