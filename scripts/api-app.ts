/** The HTTP server behind `npm run api` (scripts/api-server.ts), apart from its start so tests can run it on any port. */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer } from '@mswjs/http-middleware'
import { http } from 'msw'
import { handlers } from '../mocks/handlers'
import { errorResponse } from '../mocks/http'
import { hasMalformedEscape, MALFORMED_URL_MESSAGE } from '../mocks/url-guard'
import { API_BASE } from '../src/api/config'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}

function sendError(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message, issues: [] })
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body)
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

/** The mock handlers on a Node HTTP server (not yet listening); every error answers in the API's JSON shape. */
export function createApiServer(): Server {
  const app = createServer(
    ...handlers,
    // Unknown API routes answer in the API's error shape rather than the middleware's default.
    http.all(`${API_BASE}/*`, ({ request }) =>
      errorResponse(404, `No endpoint ${request.method} ${new URL(request.url).pathname}`),
    ),
  )
  // Express's default error page is HTML with a stack trace and file paths.
  app.use((error: unknown, _req: IncomingMessage, res: ServerResponse, _next: unknown) => {
    console.error('[mock api] unexpected error', error)
    if (res.headersSent) res.destroy()
    else sendError(res, 500, 'Something went wrong on our side. Please try again.')
  })

  return createHttpServer((req, res) => {
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    // Checked before the middleware, which builds a URL from these and would fail outside any error handler.
    if (!requestUrl(req)) {
      sendError(res, 400, MALFORMED_URL_MESSAGE)
      return
    }
    app(req, res)
  })
}
