import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * The static imports between the project's TypeScript files under `dirs`, by path relative to `root`. Dynamic imports
 * (lazy routes, modules loaded on demand) start other chunks, so a walk of this graph sees what one chunk carries.
 */
export function staticImportGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sources(resolve(root, dir)))
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)]
        .map((m) => resolveImport(file, m[1]!))
        .filter((t): t is string => t !== null)
      return [relative(root, file), targets.map((t) => relative(root, t))]
    }),
  )
}

/** The path of static imports from `start` to a module `isTarget` accepts, without passing through `skip`; or null. */
export function importPath(
  graph: Map<string, string[]>,
  start: string,
  isTarget: (name: string) => boolean,
  skip: (name: string) => boolean = () => false,
): string[] | null {
  const seen = new Set<string>([start])
  const queue: string[][] = [[start]]
  while (queue.length) {
    const path = queue.shift()!
    const last = path.at(-1)!
    if (isTarget(last)) return path
    for (const next of graph.get(last) ?? []) {
      if (seen.has(next) || skip(next)) continue
      seen.add(next)
      queue.push([...path, next])
    }
  }
  return null
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : []
  })
}

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\bfrom\s*)?['"](\.[^'"]+)['"]/g

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate
  return null
}
