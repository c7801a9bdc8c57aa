import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createApi } from './api'
import { clientAddress } from './client-address'
import type { Db } from './db/connect'
import { sqlStore } from './db/sql-store'
import { publicReads } from './http/public-reads'
import { securityHeadersMiddleware } from './security-headers'
import { siteRoutes } from './site'

export type AppOptions = {
  db: Db
  /** POST /demo/reset restores the seed: on for tests and demos, off for a company's live data. */
  allowDemoReset: boolean
  /** How many proxies stand in front of the server (TRUST_PROXY): which X-Forwarded-* hops to believe. */
  trustProxy?: number
  /** The built site to serve beside the API (dist/); the API alone when absent or not built. */
  dist?: string | undefined
  onError?: (error: unknown) => void
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/** The API (server/api.ts) on the SQL store, with the server's HTTP around it, and the built site for everything else. */
export async function createApp(options: AppOptions): Promise<Hono> {
  const trustProxy = options.trustProxy ?? 0
  const app = new Hono()
  app.use('*', securityHeadersMiddleware(trustProxy))
  const api = createApi({
    store: sqlStore(options.db),
    allowDemoReset: options.allowDemoReset,
    clientAddress: (c) => clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustProxy),
    beforeRoutes: (routes) => routes.on(['GET', 'HEAD'], '*', publicReads),
    onError: options.onError,
  })
  app.route('/', api)
  // Content created after the build (a page, a post) has no prerendered page here: until the server renders pages
  // from the database, a path it has no HTML for gets the app shell (200), which renders that content or Not Found.
  if (options.dist) await siteRoutes(app, options.dist, { unknownPaths: 'app-shell' })
  return app
}
