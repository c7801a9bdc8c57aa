import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The admin description of the collections (src/api/registry/admin.ts, and the schema walk it uses) belongs to the
 * admin bundle: no public module may reach it through static imports. Dynamic imports (lazy routes, the admin
 * layout) start other chunks, so the walk follows static imports only.
 */
const SRC = resolve(process.cwd(), 'src')
const ADMIN_ONLY = ['api/registry/admin.ts', 'api/registry/admin-fields.ts', 'api/resources/collection-writes.ts']
const isAdminModule = (name: string) => name.startsWith('features/admin/') || name === 'app/layouts/admin-layout.tsx'

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

const graph = new Map(
  sources(SRC).map((file) => {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(STATIC_IMPORT)]
      .map((m) => resolveImport(file, m[1]!))
      .filter((t): t is string => t !== null)
    return [relative(SRC, file), targets.map((t) => relative(SRC, t))]
  }),
)

/** The path of static imports from `start` to an admin-only module, if there is one. */
function pathToAdminOnly(start: string): string[] | null {
  const seen = new Set<string>([start])
  const queue: string[][] = [[start]]
  while (queue.length) {
    const path = queue.shift()!
    const last = path.at(-1)!
    if (ADMIN_ONLY.includes(last)) return path
    for (const next of graph.get(last) ?? []) {
      if (seen.has(next) || isAdminModule(next)) continue
      seen.add(next)
      queue.push([...path, next])
    }
  }
  return null
}

describe('the admin description stays out of the public bundle', () => {
  it('scans the app and finds the admin-only modules', () => {
    expect(graph.size).toBeGreaterThan(100)
    for (const name of ADMIN_ONLY) expect(graph.has(name), name).toBe(true)
    // The walk does see imports: the admin screens reach the description.
    expect(graph.get('features/admin/collections/collection-page.tsx')).toContain('api/registry/admin.ts')
  })

  it('is reached by no public module through static imports', () => {
    const publicModules = [...graph.keys()].filter((name) => !isAdminModule(name) && !ADMIN_ONLY.includes(name))
    const leaks = publicModules.map(pathToAdminOnly).filter((path): path is string[] => path !== null)
    expect(leaks.map((path) => path.join(' → '))).toEqual([])
  })
})
