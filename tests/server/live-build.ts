import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { RouteObject } from 'react-router-dom'
import { createQueryClient } from '../../src/app/query-client'
import { createRoutes, type RouteHandle } from '../../src/app/routes'

/** The shell Vite writes (index.html), reduced to what the page writer replaces. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script src="/boot.js"></script>
    <title>SunHarvest Energy</title>
    <meta name="description" content="The shell's description" />
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** Every source file the routes load lazily (their handles' `module`). */
function routeModules(): string[] {
  const modules = new Set<string>()
  const visit = (route: RouteObject) => {
    for (const module of [(route.handle as RouteHandle | undefined)?.module ?? []].flat()) modules.add(module)
    route.children?.forEach(visit)
  }
  createRoutes({ queryClient: createQueryClient() }).forEach(visit)
  return [...modules]
}

/**
 * A stand-in for a client build of `npm run build:server` (the SSR bundle comes from the source: createApp's `ssr`):
 * the shell, a stylesheet, and a manifest with a chunk per route module.
 */
export function makeLiveBuild(): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'sunharvest-live-'))
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }> = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, css: ['assets/index-e1.css'] },
  }
  for (const [index, module] of routeModules().entries()) manifest[module] = { file: `assets/route-${index}.js`, imports: ['index.html'] }
  const files: Record<string, string> = {
    '/index.html': SHELL,
    '/assets/index-e1.js': 'console.log("app")',
    '/assets/index-e1.css': 'body{margin:0}.mantine-Title-root{font-weight:700}.unused-rule{color:red}',
    '/.vite/manifest.json': JSON.stringify(manifest),
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), content)
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) }
}
