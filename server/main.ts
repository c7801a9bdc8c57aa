/** `npm run server`: the real backend (API + built site) on PORT, data in PGlite under DATA_DIR or DATABASE_URL. */
import { readConfig } from './config'
import { startServer } from './start'

const server = await startServer(readConfig())

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.log.info({ signal }, 'shutting down')
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
