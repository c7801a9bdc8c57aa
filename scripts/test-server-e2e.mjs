// The browser smoke test against the real server: builds the UI and the SSR bundle for it (scripts/build-server.mjs)
// and runs playwright.server.config.ts, whose server renders the pages from a fresh PGlite.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const run = (command, args, env) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })

const data = await mkdtemp(join(tmpdir(), 'sunharvest-e2e-'))
const dist = '.dist-server'
try {
  await run('node', ['scripts/build-server.mjs'], { BUILD_OUT: dist })
  await run('npx', ['playwright', 'test', '-c', 'playwright.server.config.ts'], { SERVER_E2E_DATA: data, SERVER_E2E_DIST: dist })
} finally {
  await rm(data, { recursive: true, force: true })
}
