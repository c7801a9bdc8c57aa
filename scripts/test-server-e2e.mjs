// The browser smoke test against the real server: builds the UI and the SSR bundle for it (scripts/build-server.mjs)
// and runs playwright.server.config.ts, whose server renders the pages from a fresh PGlite. `--built`: .dist-server is
// already this code's build (npm test builds it once for this test and test:postgres); it builds only when missing.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
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
  const built =
    process.argv.includes('--built') && existsSync(join(dist, '.server', 'main.mjs')) && existsSync(join(dist, '.ssr'))
  if (built) console.log(`test:e2e:server: the build in ${dist}/ (--built)`)
  else await run('node', ['scripts/build-server.mjs', '--out', dist])
  await run('npx', ['playwright', 'test', '-c', 'playwright.server.config.ts'], { SERVER_E2E_DATA: data, SERVER_E2E_DIST: dist })
} finally {
  await rm(data, { recursive: true, force: true })
}
