/**
 * `npm run api`: the very same mock handlers on a real HTTP port, for curl and any client.
 * Seeded from fixtures, no latency, data in memory (restart or POST /api/demo/reset to start over).
 *
 *   PORT=8787 (default) HOST=127.0.0.1 (default) npx tsx scripts/api-server.ts
 *   curl -s localhost:8787/api/services | head -c 300
 */
import { createServer as createHttpServer } from 'node:http'
import { createServer } from '@mswjs/http-middleware'
import { http } from 'msw'
import { initDb } from '../mocks/db'
import { handlers } from '../mocks/handlers'
import { errorResponse, setLatency } from '../mocks/http'
import { API_BASE } from '../src/api/config'

const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'

setLatency(0)
const { source } = await initDb()

const app = createServer(
  ...handlers,
  // Unknown API routes answer in the API's error shape rather than the middleware's default.
  http.all(`${API_BASE}/*`, ({ request }) =>
    errorResponse(404, `No endpoint ${request.method} ${new URL(request.url).pathname}`),
  ),
)

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}

const server = createHttpServer((req, res) => {
  for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value)
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end()
    return
  }
  app(req, res)
})

server.listen(port, host, () => {
  console.log(`SunHarvest mock API (${handlers.length} handlers, data from the ${source}) on http://${host}:${port}${API_BASE}`)
  console.log(`OpenAPI document: http://${host}:${port}${API_BASE}/openapi.json`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
