// `npm run build:server`: the site for the real server. Builds the UI with VITE_API_MOCK=off (it asks /api on its
// own origin) and prerenders every public page from a running server's API: the one at API_ORIGIN, or one this
// script starts for the purpose on the server's own data (DATA_DIR or DATABASE_URL, as `npm run server` would).
// BUILD_OUT (default dist) is where the site goes; `npm run server` serves DIST (default dist).
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { cleanUp, startServerProcess } from './server-harness.mjs'

const out = process.env.BUILD_OUT ?? 'dist'
const env = { ...process.env, VITE_API_MOCK: 'off', VITE_API_URL: '' }
const run = (command, args, extra = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extra } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })

const started = performance.now()
try {
  await rm(out, { recursive: true, force: true })
  // The client build and the server's start (API only) run side by side.
  const given = process.env.API_ORIGIN?.replace(/\/$/, '')
  const [server] = await Promise.all([
    given ? null : startServerProcess({ name: 'build:server API' }),
    run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir']),
  ])
  const origin = given ?? server.base
  await run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '.prerender', '--emptyOutDir', '--logLevel', 'warn'])
  await run('npx', ['tsx', 'scripts/prerender.mjs', out], { PRERENDER_API_ORIGIN: origin })
  await server?.stop()
  console.log(`build:server: ${out}/ prerendered from ${origin} in ${Math.round((performance.now() - started) / 1000)} s`)
} finally {
  await cleanUp()
}
