// /boot.js, the one blocking script, built from TypeScript: mocks/boot-guard.ts (with the embedded mock: does this
// browser hold data that differs from the prerendered seed?) then src/boot.ts (load the app's modules after first
// paint). One small classic script, so the CSP needs no inline script; emitted as dist/boot.js and served in dev.
import { resolve } from 'node:path'
import { build } from 'vite'

const ROOT = resolve(import.meta.dirname, '..')
const ENTRY = 'virtual:boot-entry'

/** The script's text, minified. `mock: false` (VITE_API_MOCK=off) leaves the mock's guard out. */
export async function buildBootScript({ mock = true, minify = true } = {}) {
  const entry = [
    mock
      ? `import { holdApiRequestsUntilMockStarts, markStoredData, registerWorkerEarly, wantMockOnFirstInteraction } from ${JSON.stringify(resolve(ROOT, 'mocks/boot-guard.ts'))}; markStoredData(); registerWorkerEarly(); holdApiRequestsUntilMockStarts(); wantMockOnFirstInteraction();`
      : '',
    `import { applyFullStylesOnFirstInteraction, holdEarlySubmits, loadAppModules, preloadRouteModules } from ${JSON.stringify(resolve(ROOT, 'src/boot.ts'))}; preloadRouteModules(); loadAppModules(); applyFullStylesOnFirstInteraction(); holdEarlySubmits();`,
  ].join('\n')
  const output = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'boot-entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? entry : null),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      minify,
      lib: { entry: ENTRY, formats: ['iife'], name: 'boot', fileName: () => 'boot.js' },
    },
  })
  const chunk = [output].flat()[0].output.find((file) => file.type === 'chunk')
  return `// Runs in <head>, before first paint. Built by scripts/boot-script.mjs.\n${chunk.code}`
}

/** Emits dist/boot.js in the client build and answers /boot.js on the dev server. */
export function bootScript() {
  let mock = true
  return {
    name: 'boot-script',
    configResolved(config) {
      mock = config.env.VITE_API_MOCK !== 'off'
    },
    configureServer(server) {
      server.middlewares.use('/boot.js', (req, res, next) => {
        buildBootScript({ mock, minify: false }).then((code) => {
          res.setHeader('Content-Type', 'text/javascript')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(code)
        }, next)
      })
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: await buildBootScript({ mock }) })
    },
  }
}
