/**
 * The HTTP server behind `npm run api` (scripts/api-server.ts), apart from its start so tests can run it on any
 * port. The handlers answer Fetch requests (msw's getResponse); mocks/http-extras.ts adds CORS, HEAD, ETag and 304,
 * which needs the whole Response, so this is a small Node adapter rather than @mswjs/http-middleware's Express app.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dirname, join, basename } from 'node:path'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { initDb, setDbStorage, type LoadReport } from '../mocks/db'
import { parseFaults, setFaultStorage, writeFaults } from '../mocks/faults'
import { faultEndpointHandlers } from '../mocks/faults/endpoint'
import { fileFaultStorage } from '../mocks/faults/file-storage'
import { handlers } from '../mocks/handlers'
import { errorResponse, setLatency } from '../mocks/http'
import { asGet, conditionalRead, corsHeaders, forMethod, preflightResponse, withHeaders } from '../mocks/http-extras'
import { memoryBlobStore, setBlobStore } from '../mocks/store/blobs'
import { fileBlobStore } from '../mocks/store/file-blobs'
import { FileStorage } from '../mocks/store/file-storage'
import { hasMalformedEscape, MALFORMED_URL_MESSAGE } from '../mocks/url-guard'
import type { ApiConfig } from './api-config'

const routes = [...faultEndpointHandlers, ...handlers]

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

/** The request's URL, or null when it cannot be read (a malformed escape, a Host header that is no host). */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
    return hasMalformedEscape(url) ? null : url
  } catch {
    return null
  }
}

function toRequest(req: IncomingMessage, url: URL): Request {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item))
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit)
}

/** One request through the handlers, with the HTTP behaviour of mocks/http-extras.ts around it. */
export async function answer(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse(request)
  const routed = asGet(request)
  const response =
    (await getResponse(routes, routed, { baseUrl: new URL(request.url).origin })) ??
    errorResponse(404, `There is no endpoint at ${new URL(request.url).pathname}`)
  return withHeaders(forMethod(request, await conditionalRead(request, response)), corsHeaders(request))
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // A simulated network failure (the fault switch): the connection drops with no answer.
  if (response.type === 'error') {
    res.destroy()
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, response.statusText || undefined, headers)
  if (!response.body) res.end()
  else Readable.fromWeb(response.body as never).pipe(res)
}

function sendError(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message, issues: [] })
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Access-Control-Allow-Origin': '*' })
  res.end(body)
}

/** The mock handlers on a Node HTTP server (not yet listening); every error answers in the API's JSON shape. */
export function createApiServer(): Server {
  return createHttpServer((req, res) => {
    // Checked before building a Request, which would fail on these outside any error handler.
    const url = requestUrl(req)
    if (!url) {
      sendError(res, 400, MALFORMED_URL_MESSAGE)
      return
    }
    let request: Request
    try {
      request = toRequest(req, url)
    } catch {
      sendError(res, 400, 'The request could not be read')
      return
    }
    answer(request)
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error('[mock api] unexpected error', error)
        if (res.headersSent) res.destroy()
        else sendError(res, 500, 'Something went wrong on our side. Please try again.')
      })
  })
}
