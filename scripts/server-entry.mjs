import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The Node arguments that run the server for a build: the build's own JavaScript (`<dist>/.server/main.mjs`, what a
 * production machine runs with the dependencies alone) when the build has it, else the source through tsx.
 */
export const serverArgs = (dist) => {
  const built = join(dist, '.server', 'main.mjs')
  return existsSync(built) ? [built] : ['--import', 'tsx', 'server/main.ts']
}
