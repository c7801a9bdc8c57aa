/**
 * `npm run api`: the very same mock handlers on a real HTTP port, for curl and any client.
 * Seeded from fixtures, no latency, data in memory (restart or POST /api/demo/reset to start over).
 *
 *   PORT=8787 (default) HOST=127.0.0.1 (default) npx tsx scripts/api-server.ts
 *   curl -s localhost:8787/api/services | head -c 300
 */
import { initDb } from '../mocks/db'
import { handlers } from '../mocks/handlers'
import { setLatency } from '../mocks/http'
import { API_BASE } from '../src/api/config'
import { createApiServer } from './api-app'

const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'

setLatency(0)
const { source } = await initDb()

const server = createApiServer()

server.listen(port, host, () => {
  console.log(`SunHarvest mock API (${handlers.length} handlers, data from the ${source}) on http://${host}:${port}${API_BASE}`)
  console.log(`OpenAPI document: http://${host}:${port}${API_BASE}/openapi.json`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
