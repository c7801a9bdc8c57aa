import { Hono } from 'hono'
import { HttpError } from '../src/api/rules/http-error'
import { addressProblem } from '../src/api/rules/url-check'
import { API_PREFIX, type ServerDeps } from './context'
import { isTextEncodingError, textEncodingError } from './db/encoding-error'
import { publicReads } from './http/public-reads'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { genericCollectionRoutes } from './routes/collections'
import { inquiryRoutes } from './routes/inquiries'
import { mediaRoutes, uploadRoutes } from './routes/media'
import { menuRoutes, settingsRoutes } from './routes/menus-settings'
import { pageRoutes } from './routes/pages'
import { unknownApiRoute } from './routes/unknown'
import type { LivePagesSsr } from './render/live-pages'
import { securityHeadersMiddleware } from './security-headers'
import { bumpRevisionOnWrite } from './render/content-revision'
import { mountSite } from './site'

export type AppOptions = ServerDeps & {
  /** The built site to serve beside the API (dist/); the API alone when absent or not built. */
  dist?: string | undefined
  /** The SSR bundle that renders the public pages; by default the one built into `dist` (server/render/live-pages.ts). */
  ssr?: LivePagesSsr | undefined
  /** Other instances may write to the database (a Postgres server): their writes make this one's pages stale too. */
  sharedDatabase?: boolean | undefined
  onError?: (error: unknown) => void
}

/** The REST API of the contract under /api, uploads under /uploads, and the built site for everything else. */
export async function createApp(options: AppOptions): Promise<Hono> {
  const api = new Hono()
  api.on(['GET', 'HEAD'], '*', publicReads)
  authRoutes(api, options)
  genericCollectionRoutes(api, options)
  pageRoutes(api, options)
  mediaRoutes(api, options)
  menuRoutes(api, options)
  settingsRoutes(api, options)
  inquiryRoutes(api, options)
  adminRoutes(api, options)
  api.all('*', (c) => unknownApiRoute(c, c.req.path.slice(API_PREFIX.length) || '/'))

  const app = new Hono()
  app.onError((caught, c) => {
    const error = isTextEncodingError(caught) ? textEncodingError() : caught
    if (error instanceof HttpError)
      return c.json({ message: error.message, issues: error.issues }, error.status as 400, error.headers)
    options.onError?.(error)
    return c.json({ message: 'Something went wrong on our side. Please try again.', issues: [] }, 500)
  })
  app.use('*', securityHeadersMiddleware(options.trustProxy ?? 0))
  app.use('*', async (c, next) => {
    const problem = addressProblem(new URL(c.req.url))
    if (problem) return c.json({ message: problem, issues: [] }, 400)
    await next()
  })
  app.use(`${API_PREFIX}/*`, bumpRevisionOnWrite(options.db))
  app.route(API_PREFIX, api)
  uploadRoutes(app, options)
  if (options.dist) await mountSite(app, options.dist, options)
  return app
}
