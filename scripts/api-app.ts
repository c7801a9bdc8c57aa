/**
 * The HTTP server behind `npm run api` (scripts/api-server.ts), apart from its start so tests can run it on any
 * port: the demo's app (mocks/transport.ts: the API on the browser store, with latency and the fault switch) served
 * by @hono/node-server, with Hono's CORS and ETag middleware, and the fault rules at /__mock/faults.
 */
import type { Server } from 'node:http'
import { dirname, join, basename } from 'node:path'
import { createAdaptorServer, type HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { initDb, setDbStorage, type LoadReport } from '../mocks/db'
import { parseFaults, setFaultStorage, writeFaults } from '../mocks/faults'
import { faultRoutes } from '../mocks/faults/endpoint'
import { fileFaultStorage } from '../mocks/faults/file-storage'
import { memoryBlobStore, setBlobStore } from '../mocks/store/blobs'
import { fileBlobStore } from '../mocks/store/file-blobs'
import { FileStorage } from '../mocks/store/file-storage'
import { answerMock, answersFor, demoApi, setLatency } from '../mocks/transport'
import { SERVER_ERROR_MESSAGE } from '../api/app'
import { addressProblem } from '../api/rules/url-check'
import type { ApiConfig } from './api-config'

/** Uploaded files live beside the data file: `.data/mock-api.json` → `.data/mock-api-uploads/`. */
export const uploadsDirOf = (dataFile: string) => join(dirname(dataFile), `${basename(dataFile).replace(/\.json$/, '')}-uploads`)

/**
 * Loads the database (the seed with the data file's changes laid over it, or the seed alone in memory), the
 * latency and the fault rules. Calling it again starts over from the file, as a restart would.
 */
export async function configureApi(config: Pick<ApiConfig, 'dataFile' | 'latency' | 'faults' | 'faultsFile'>): Promise<LoadReport> {
  setDbStorage(config.dataFile ? new FileStorage(config.dataFile) : null)
  setBlobStore(config.dataFile ? fileBlobStore(uploadsDirOf(config.dataFile)) : memoryBlobStore())
  setLatency(...config.latency)
  if (config.faultsFile) setFaultStorage(fileFaultStorage(config.faultsFile))
  if (config.faults) writeFaults(parseFaults(config.faults))
  return initDb()
}

/** What a cross-origin script may read beyond the CORS-safelisted response headers. */
const EXPOSED_HEADERS = ['Location', 'ETag', 'Allow', 'Content-Range', 'X-Mock-Fault']

/** The demo's app on a Node port: CORS for any origin, ETag and 304 on reads, HEAD as GET without the body. */
export function createApiApp(): Hono<{ Bindings: HttpBindings }> {
  const api = demoApi()
  const app = new Hono<{ Bindings: HttpBindings }>()
  app.onError((error, c) => {
    console.error('[mock api] unexpected error', error)
    return c.json({ message: SERVER_ERROR_MESSAGE, issues: [] }, 500)
  })
  app.use('*', cors({ origin: '*', exposeHeaders: EXPOSED_HEADERS, allowMethods: (_, c) => [c.req.header('access-control-request-method') ?? 'GET'], maxAge: 600 }))
  app.use('*', etag({ weak: true }))
  app.use('*', async (c, next) => {
    const problem = addressProblem(new URL(c.req.url))
    if (problem) return c.json({ message: problem, issues: [] }, 400)
    await next()
  })
  faultRoutes(app)
  app.all('*', async (c) => {
    const url = new URL(c.req.url)
    if (!answersFor(url)) return c.json({ message: `There is no endpoint at ${url.pathname}`, issues: [] }, 404)
    // Asked as GET: the ETag is the GET body's, and Hono leaves the body out of a HEAD answer afterwards.
    const request = c.req.method === 'HEAD' ? new Request(c.req.url, { headers: c.req.raw.headers }) : c.req.raw
    const response = await answerMock(api, request)
    // A simulated network failure (the fault switch): the connection drops with no answer.
    if (response.type === 'error') {
      c.env.incoming.socket.destroy()
      return c.body(null)
    }
    if (!response.body || response.headers.has('content-length')) return response
    const bytes = await response.arrayBuffer()
    const headers = new Headers(response.headers)
    headers.set('Content-Length', String(bytes.byteLength))
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers })
  })
  return app
}

/** The demo's app on a Node HTTP server (not yet listening). */
export function createApiServer(): Server {
  // Hono's own Request and Response stay out of the globals: tests run this beside msw, which shares them.
  return createAdaptorServer({ fetch: createApiApp().fetch, overrideGlobalObjects: false }) as Server
}
