// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Declared once, called once (docs/decisions/030-declared-once-called-once.md): the client reaches the API only
 * through a declaration. An endpoint of src/api/endpoints.ts is called with `apiCall(endpoints.x, …)` (its method and
 * path from the declaration; the type check refuses a name that is not declared); a registry collection through the
 * helpers of src/api/resources/collection*.ts, whose paths come from the collection's entry (collectionPath,
 * collection.path). So no other file of src/ calls `apiRequest`, `apiDownload` or `fetch`, and no resource writes an
 * API path: a call to a path or method that nothing declares fails here.
 */
const ROOT = process.cwd()
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : files(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
/** The text of a file without its comments (a path in a comment calls nothing). */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const CLIENT = 'src/api/client.ts'
/** The registry's helpers: they build a collection's paths from its entry. */
const REGISTRY_HELPERS = ['src/api/resources/collection.ts', 'src/api/resources/collection-admin.ts', 'src/api/resources/collection-writes.ts']
const src = files('src')
const resources = files('src/api/resources')

/** Files that call `name(` (a call, not an import or a mention). */
const callersOf = (name: string, among: string[]) => among.filter((file) => new RegExp(`\\b${name}\\s*[(<]`).test(code(file)))

describe('the client calls what is declared', () => {
  it('scans the client', () => {
    expect(resources.length).toBeGreaterThan(10)
    expect(callersOf('apiCall', resources).length).toBeGreaterThan(8)
  })

  it('only the registry helpers build request paths themselves; every other call names a declared endpoint', () => {
    const others = src.filter((file) => file !== CLIENT && !REGISTRY_HELPERS.includes(file))
    expect(callersOf('apiRequest', others)).toEqual([])
    expect(callersOf('fetch', others.filter((file) => file.startsWith('src/api/')))).toEqual([])
  })

  it('a file downloads only what an endpoint declares', () => {
    const calls = src.filter((file) => file !== CLIENT).flatMap((file) => [...code(file).matchAll(/\bapiDownload\(\s*([^,)]+)/g)].map((m) => m[1]!.trim()))
    expect(calls.length).toBeGreaterThan(0)
    // An endpoint's name (the type checker knows the declared ones), never a path.
    expect(calls.filter((argument) => /^['"`]\//.test(argument))).toEqual([])
  })

  it('no resource writes an API path: no string in src/api/resources starts with "/"', () => {
    const paths = resources.flatMap((file) =>
      [...code(file).matchAll(/(['"`])\/[^'"`]*\1?/g)].map((match) => `${file}: ${match[0]}`),
    )
    expect(paths).toEqual([])
  })
})
