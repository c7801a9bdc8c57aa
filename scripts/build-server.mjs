// `npm run build:server`: the site for the real server. Builds the UI with VITE_API_MOCK=off (it asks /api on its
// own origin) and prerenders every public page from a running server's API: the one at API_ORIGIN, or one this
// script starts for the purpose on the server's own data (DATA_DIR or DATABASE_URL, as `npm run server` would).
// BUILD_OUT (default dist) is where the site goes; `npm run server` serves DIST (default dist).
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'

const out = process.env.BUILD_OUT ?? 'dist'
const env = { ...process.env, VITE_API_MOCK: 'off', VITE_API_URL: '' }
const run = (command, args, extra = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extra } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

async function waitUntilReady(origin, server) {
  for (let i = 0; i < 600; i++) {
    if (server?.exitCode != null) throw new Error(`the server exited with ${server.exitCode}`)
    if (await fetch(`${origin}/readyz`).then((r) => r.ok, () => false)) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`no server answered at ${origin}/readyz`)
}

const started = performance.now()
let origin = process.env.API_ORIGIN?.replace(/\/$/, '')
let server = null
if (!origin) {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  // API only (DIST points nowhere); its own process group, so it stops with everything under it.
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST: '.no-site', LOG_LEVEL: 'warn' },
  })
}
try {
  await rm(out, { recursive: true, force: true })
  const client = run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'])
  await waitUntilReady(origin, server)
  await client
  await run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', '.prerender', '--emptyOutDir', '--logLevel', 'warn'])
  await run('npx', ['tsx', 'scripts/prerender.mjs', out], { PRERENDER_API_ORIGIN: origin })
  console.log(`build:server: ${out}/ prerendered from ${origin} in ${Math.round((performance.now() - started) / 1000)} s`)
} finally {
  if (server) process.kill(-server.pid)
}
