// `npm run build:server`: the site for the real server, which renders its public pages from its own database on
// request. Builds the UI with VITE_API_MOCK=off (it asks /api on its own origin), the SSR bundle the server renders
// with (in .ssr/, inside the build, never served), the app shell for the admin (spa.html) and the server as
// JavaScript (.server/, never served). No database, no server.
// `--out DIR` (or BUILD_OUT; default dist) is where the site goes; `npm run server` serves DIST (default dist).
//
// A running server keeps serving through a build: everything is built into BUILD_OUT.next, then the two folders are
// switched by renaming. The outgoing build's own hashed files (its assets, its SSR chunks) are copied into the new one,
// so pages already open, and a server still running the outgoing build, find theirs until the build after.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'

const outFlag = process.argv.indexOf('--out')
const out = (outFlag > 0 && process.argv[outFlag + 1]) || process.env.BUILD_OUT || 'dist'
const next = `${out}.next`
const old = `${out}.old`
/** The files a build carried over from the one before it (dropped by the build after). */
const CARRIED = '.carried.json'
const HASHED_DIRS = ['assets', '.ssr/assets']
const env = { ...process.env, VITE_API_MOCK: 'off', VITE_API_URL: '' }
const run = (command, args, extra = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extra } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })

const filesIn = async (dir) => (existsSync(dir) ? readdir(dir, { recursive: true, withFileTypes: true }) : []).then((entries) =>
  entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1)),
)

/** Copies the outgoing build's own hashed files the new one does not have; returns their paths (under the build). */
async function carryOver() {
  if (!existsSync(out)) return []
  const carriedBefore = new Set(existsSync(join(out, CARRIED)) ? JSON.parse(await readFile(join(out, CARRIED), 'utf8')) : [])
  const carried = []
  for (const dir of HASHED_DIRS) {
    const present = new Set(await filesIn(join(next, dir)))
    for (const file of await filesIn(join(out, dir))) {
      const path = join(dir, file)
      if (present.has(file) || carriedBefore.has(path)) continue
      await cp(join(out, path), join(next, path))
      carried.push(path)
    }
  }
  await writeFile(join(next, CARRIED), JSON.stringify(carried))
  return carried
}

/**
 * The server itself as plain JavaScript (`node dist/.server/main.mjs`; `create-admin.mjs` beside it): a production
 * machine runs it with the `dependencies` alone (`npm ci --omit=dev`), no TypeScript loader. Packages stay imports.
 */
const serverBundle = (outDir) => ({
  ssr: true,
  outDir,
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node20',
  rollupOptions: {
    input: { main: 'server/main.ts', 'create-admin': 'server/create-admin.ts' },
    output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
  },
})

const started = performance.now()
await rm(next, { recursive: true, force: true })
await run('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir'])
// Vite's API, as its command line cannot leave out the public folder (images, video: the client build has them).
Object.assign(process.env, env)
const ssrBuild = { ssr: 'src/entry-server.tsx', outDir: join(next, '.ssr'), emptyOutDir: true, copyPublicDir: false }
await build({ logLevel: 'warn', build: ssrBuild })
await run('npx', ['tsx', 'scripts/prerender.mjs', next, '--shell-only'], { PRERENDER_SSR_DIR: join(next, '.ssr') })
await build({ configFile: false, logLevel: 'warn', build: serverBundle(join(next, '.server')) })
const carried = await carryOver()
await rm(old, { recursive: true, force: true })
if (existsSync(out)) await rename(out, old)
await rename(next, out)
await rm(old, { recursive: true, force: true })
console.log(
  `build:server: ${out}/ built in ${Math.round((performance.now() - started) / 1000)} s` +
    (carried.length ? `, with ${carried.length} hashed files of the build before it` : ''),
)
