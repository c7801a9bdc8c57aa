import { Hono, type Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { createApi } from '../api/app'
import { API_PREFIX, type ApiDeps } from '../api/context'
import { clientAddress } from './client-address'
import type { Db } from './db/connect'
import { sqlStore } from './db/sql-store'
import { MissLimit, type AdmitMiss, type CacheMissRules } from './http/miss-limit'
import { publicReadCache } from './http/public-read-cache'
import { publicReads } from './http/public-reads'
import type { LivePagesSsr } from './render/live-pages'
import { securityHeadersMiddleware } from './security-headers'
import { bumpRevisionOnWrite, contentRevision } from './render/content-revision'
import { networkHasher } from './network-key'
import { mountSite } from './site'

export type AppOptions = {
  db: Db
  /** POST /demo/reset restores the seed: on for tests and demos, off for a company's live data. */
  allowDemoReset: boolean
  /** How many proxies stand in front of the server (TRUST_PROXY): which X-Forwarded-* hops to believe. */
  trustProxy?: number
  /** The built site to serve beside the API (dist/); the API alone when absent or not built. */
  dist?: string | undefined
  /** The SSR bundle that renders the public pages; by default the one built into `dist` (server/render/live-pages.ts). */
  ssr?: LivePagesSsr | undefined
  /** Other instances may write to the database (a Postgres server): their writes make this one's pages stale too. */
  sharedDatabase?: boolean | undefined
  onError?: (error: unknown) => void
  /** Other abuse rules for the public forms than the product's (a test that posts many). */
  publicWrites?: ApiDeps['publicWrites']
  /** How often a client may miss the caches (server/http/miss-limit.ts); `off` for load tests only. */
  cacheMisses?: CacheMissRules | 'off' | undefined
  /** Paystack, or simulated where someone chose it (PAYMENTS=simulated, tests); off (bank transfer only) when unset. */
  payments?: ApiDeps['payments']
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * The per-client limit of cache misses, kept by the client's address; a request with no socket (a render's own API
 * reads, in process) is never limited: the page it renders for was counted.
 */
function cacheMissLimit(rules: AppOptions['cacheMisses'], trustProxy: number): AdmitMiss {
  if (rules === 'off') return async () => 0
  const limit = new MissLimit(rules)
  return (c) => {
    const socket = socketAddress(c)
    return limit.admit(socket === undefined ? undefined : clientAddress(c.req.header('x-forwarded-for'), socket, trustProxy))
  }
}

/** The API (api/app.ts) on the SQL store, with the server's HTTP around it, and the built site for everything else. */
export async function createApp(options: AppOptions): Promise<Hono> {
  const trustProxy = options.trustProxy ?? 0
  const app = new Hono()
  // One reading of the content revision for the pages and the API reads kept by it (docs/decisions/017, 022).
  const revision = contentRevision(options.db, { shared: options.sharedDatabase ?? false })
  app.use('*', securityHeadersMiddleware(trustProxy))
  const addressOf = (c: Context) => clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustProxy)
  const hashNetwork = networkHasher(options.db)
  const admitMiss = cacheMissLimit(options.cacheMisses, trustProxy)
  const api = createApi({
    store: sqlStore(options.db),
    allowDemoReset: options.allowDemoReset,
    clientAddress: addressOf,
    clientNetwork: (c) => hashNetwork(addressOf(c)),
    beforeRoutes: (routes) => routes.on(['GET', 'HEAD'], '*', publicReads, publicReadCache(revision, undefined, admitMiss)),
    onError: options.onError,
    publicWrites: options.publicWrites,
    // Never the browser store's simulated default: a server without a provider takes bank transfers only.
    payments: options.payments ?? 'off',
  })
  app.use(`${API_PREFIX}/*`, bumpRevisionOnWrite(options.db))
  app.route('/', api)
  if (options.dist) await mountSite(app, options.dist, { ssr: options.ssr, revision, onError: options.onError, admitMiss })
  return app
}
