import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importPath, staticImportGraph } from '../support/import-graph'

/**
 * The admin description of the collections (src/api/registry/admin.ts, and the schema walk it uses) belongs to the
 * admin bundle: no public module may reach it through static imports. Dynamic imports (lazy routes, the admin
 * layout) start other chunks, so the walk follows static imports only.
 */
const SRC = resolve(process.cwd(), 'src')
const ADMIN_ONLY = ['api/registry/admin.ts', 'api/registry/admin-fields.ts', 'api/resources/collection-writes.ts']
const isAdminModule = (name: string) => name.startsWith('features/admin/') || name === 'app/layouts/admin-layout.tsx'

const graph = staticImportGraph(SRC, ['.'])

/** The path of static imports from `start` to an admin-only module, if there is one. */
const pathToAdminOnly = (start: string) => importPath(graph, start, (name) => ADMIN_ONLY.includes(name), isAdminModule)

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
