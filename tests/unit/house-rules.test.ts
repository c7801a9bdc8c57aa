// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Which top-level folder may import which: the data flows fixtures → a store (mocks/store, server/db) → the API app
 * (api/) → HTTP → the client's contract (src/api) → the screens. main.tsx, the browser entry, is the one place that
 * wires the UI to the embedded mock.
 */
const ROOT = process.cwd()
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

type Import = { from: string; to: string; dynamic: boolean }

/** The repository files a file imports (relative specifiers only; packages are not files of ours). */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
  const found = [...text.matchAll(/(?:\bfrom\s*|^\s*import\s*|\b(import)\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)]
  return found.flatMap(([, dynamic, specifier]) => {
    const base = join(dirname(file), specifier!)
    const to = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile())
    return to ? [{ from: file, to, dynamic: dynamic === 'import' }] : []
  })
}

const topFolder = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : path)
const crossings = (files: string[], forbidden: (target: string) => boolean) =>
  files.flatMap(importsOf).filter(({ to }) => forbidden(to)).map(({ from, to }) => `${from} -> ${to}`)

const src = sources('src')
const api = sources('api')
const mocks = sources('mocks')

describe('the house', () => {
  it('scans every part', () => {
    expect(src.length).toBeGreaterThan(100)
    expect(api.length).toBeGreaterThan(40)
    expect(mocks.length).toBeGreaterThan(20)
  })

  it('src/ imports nothing of the mock, the fixtures, the API app or the server', () => {
    expect(crossings(src, (to) => ['mocks', 'fixtures', 'api', 'server'].includes(topFolder(to)))).toEqual([])
  })

  it('the browser entry reaches the mock through exactly one dynamic import, of mocks/start', () => {
    const toMocks = importsOf('main.tsx').filter(({ to }) => topFolder(to) === 'mocks')
    expect(toMocks).toEqual([{ from: 'main.tsx', to: 'mocks/start.ts', dynamic: true }])
  })

  it('the API app knows neither its stores nor the server, nor the screens', () => {
    const forbidden = (to: string) => ['mocks', 'server', 'fixtures'].includes(topFolder(to)) || /^src\/(app|features|components|boot)/.test(to)
    expect(crossings(api, forbidden)).toEqual([])
  })

  it('mocks/ imports the contract and the API app, nothing of the screens or the server', () => {
    expect(crossings(mocks, (to) => topFolder(to) === 'server' || /^src\/(app|features|boot)/.test(to))).toEqual([])
  })

  it('every file of src/api serves the client: none is there only for the API app', () => {
    const client = ['main.tsx', 'src/entry-server.tsx', ...src.filter((file) => !file.startsWith('src/api/'))]
    const reached = new Set<string>()
    const walk = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      for (const { to } of importsOf(file)) if (topFolder(to) === 'src') walk(to)
    }
    client.forEach(walk)
    const unused = src.filter((file) => file.startsWith('src/api/') && !reached.has(file)).map((file) => relative(ROOT, join(ROOT, file)))
    expect(unused).toEqual([])
  })
})
