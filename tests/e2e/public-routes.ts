import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The build the browser tests serve (playwright.config.ts). */
const DIST = process.env.E2E_DIST ?? 'dist'

/** Every page the build prerendered (a folder's index.html carrying prerendered content), as a path. */
function prerenderedPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : prerenderedPaths(file)
    if (entry.name !== 'index.html' || !readFileSync(file, 'utf8').includes('<div id="root" data-prerendered>')) return []
    return [`/${relative(DIST, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/']
  })
}

/**
 * The public routes, shared by crawl-style tests: what the build prerendered from the route table
 * (src/app/routes.tsx) and the API, so a route added there is covered here with no list to update.
 */
export const PUBLIC_ROUTES: string[] = prerenderedPaths(DIST).sort()
