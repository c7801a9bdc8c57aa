import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The one stylesheet strategy (src/app/mantine-styles.ts): every Mantine stylesheet in the entry, layered, in
 * Mantine's order. A screen that imported its own would look different depending on which screen loaded first.
 */
const ROOT = process.cwd()
const SRC = resolve(ROOT, 'src')
const OWNER = 'app/mantine-styles.ts'
const CORE_STYLES = resolve(ROOT, 'node_modules/@mantine/core/styles')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : []
  })
}

const MANTINE_STYLESHEET = /import\s+['"](@mantine\/[^'"]+\.css)['"]/g
const owned = [...readFileSync(join(SRC, OWNER), 'utf8').matchAll(MANTINE_STYLESHEET)].map((m) => m[1]!)
const coreFiles = owned.filter((file) => file.startsWith('@mantine/core/')).map((file) => file.split('/').pop()!)
const componentName = (file: string) => file.replace(/\.layer\.css$/, '')

describe('Mantine stylesheets', () => {
  it('no module but the owner imports a Mantine stylesheet', () => {
    const importers = sources(SRC)
      .filter((file) => relative(SRC, file) !== OWNER)
      .filter((file) => /['"]@mantine\/[^'"]+\.css['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
    expect(importers).toEqual([])
  })

  it('are all the layered forms, the core before the other packages', () => {
    expect(owned.every((file) => file.endsWith('.layer.css'))).toBe(true)
    const firstOther = owned.findIndex((file) => !file.startsWith('@mantine/core/'))
    expect(owned.slice(firstOther).every((file) => !file.startsWith('@mantine/core/'))).toBe(true)
  })

  it("keep Mantine's own order (a component's rules after those of the components it builds on)", () => {
    const bundle = readFileSync(resolve(ROOT, 'node_modules/@mantine/core/styles.layer.css'), 'utf8')
    const positions = coreFiles.map((file) => {
      const text = readFileSync(join(CORE_STYLES, file), 'utf8').replace(/^@layer mantine\s*\{/, '').replace(/\}\s*$/, '').trim()
      const at = bundle.indexOf(text.slice(0, 160))
      expect(at, `${file} is not in @mantine/core/styles.layer.css`).toBeGreaterThanOrEqual(0)
      return at
    })
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('cover every Mantine component the app imports that has a stylesheet', () => {
    const used = new Set<string>()
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g))
        for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, '')))
          if (name) used.add(name)
    }
    const withStylesheet = [...used].filter((name) => existsSync(join(CORE_STYLES, `${name}.layer.css`)))
    const missing = withStylesheet.filter((name) => !coreFiles.map(componentName).includes(name))
    expect(withStylesheet.length).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })

  it('come after the one declaration of the layer order, which puts the app’s element rules under Mantine', () => {
    expect(readFileSync(join(SRC, OWNER), 'utf8')).toMatch(/import '\.\/layers\.css'\n(?:.*\n)*?import '@mantine/)
    expect(readFileSync(join(SRC, 'app/layers.css'), 'utf8')).toMatch(/^@layer globals, mantine;$/m)
    expect(readFileSync(join(SRC, 'app/global.css'), 'utf8')).toMatch(/^@layer globals \{/m)
  })
})
