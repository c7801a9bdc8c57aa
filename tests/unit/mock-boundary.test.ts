import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = resolve(process.cwd(), 'src')
const MOCKS = resolve(process.cwd(), 'mocks')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

const files = sources(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }))
const MOCK_DIRS = String.raw`(?:\.\./)+(?:mocks|fixtures)(?:/[\w./-]*)?`
const staticImport = new RegExp(
  String.raw`(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]${MOCK_DIRS}['"]|(?:^|\n)\s*import\s*['"]${MOCK_DIRS}['"]`,
  'g',
)
const dynamicImport = new RegExp(String.raw`\bimport\(\s*['"]${MOCK_DIRS}['"]\s*\)`, 'g')

describe('src/ and the mock', () => {
  it('scans the app', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(files.some((file) => file.name === 'main.tsx')).toBe(true)
  })

  it('has no static import of mocks/ or fixtures/', () => {
    const offenders = files.flatMap((file) =>
      [...file.text.matchAll(staticImport)].map((match) => `${file.name}: ${match[0].trim()}`),
    )
    expect(offenders).toEqual([])
  })

  it('reaches the mock through exactly one dynamic import, of mocks/start', () => {
    const imports = files.flatMap((file) => [...file.text.matchAll(dynamicImport)].map((match) => `${file.name}: ${match[0]}`))
    expect(imports).toEqual([`main.tsx: import('../mocks/start')`])
  })
})

describe('mocks/ and the app', () => {
  it('imports the contract only: nothing of src/app, src/features or src/boot.ts', () => {
    const mockFiles = sources(MOCKS).map((path) => ({ name: relative(MOCKS, path), text: readFileSync(path, 'utf8') }))
    expect(mockFiles.length).toBeGreaterThan(20)
    const offenders = mockFiles.flatMap((file) =>
      [...file.text.matchAll(/\bfrom\s*['"]((?:\.\.\/)+src\/(?:app|features|boot)\b[^'"]*)['"]/g)].map((m) => `${file.name}: ${m[1]}`),
    )
    expect(offenders).toEqual([])
  })
})
