/**
 * `npm run api`: the demo's API (the one app, on the browser store) on a real HTTP port, for curl and any client. Records are kept in
 * .data/mock-api.json across restarts (POST /api/demo/reset starts over); settings in scripts/api-config.ts.
 *
 *   PORT=8787 HOST=127.0.0.1 API_DATA_FILE=.data/mock-api.json API_LATENCY=200-600 npx tsx scripts/api-server.ts
 *   curl -s localhost:8787/api/services | head -c 300
 */
import type { AddressInfo } from 'node:net'
import { FAULTS_ENDPOINT } from '../mocks/faults/endpoint'
import { API_BASE } from '../src/api/config'
import { readApiConfig } from './api-config'
import { configureApi, createApiServer } from './api-app'

const config = readApiConfig()
const report = await configureApi(config)
const server = createApiServer()

// A port another process holds is a mistake to name, not a stack trace.
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error
  const why = error.code === 'EADDRINUSE' ? 'is in use by another process' : 'needs privileges this process lacks'
  console.error(`Port ${config.port} on ${config.host} ${why}: set PORT to another one (PORT=0 takes a free port).`)
  process.exit(1)
})

server.listen(config.port, config.host, () => {
  // PORT=0 takes a free port: the line below names the one taken.
  const origin = `http://${config.host}:${(server.address() as AddressInfo).port}`
  const data = config.dataFile
    ? `${config.dataFile} (${report.source === 'storage' ? 'stored changes loaded' : 'the seed, no changes yet'})`
    : 'memory only'
  console.log(`SunHarvest mock API on ${origin}${API_BASE}; data: ${data}`)
  if (report.setAside.length > 0) console.warn(`Unreadable records set aside in the data file: ${report.setAside.join(', ')}`)
  if (report.restored.length > 0) console.warn(`Restored from the seed: ${report.restored.join(', ')}`)
  const [min, max] = config.latency
  if (max > 0) console.log(`Latency: ${min === max ? min : `${min}-${max}`} ms`)
  console.log(`OpenAPI document: ${origin}${API_BASE}/openapi.json · fault rules: ${origin}${FAULTS_ENDPOINT}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
