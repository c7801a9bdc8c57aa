import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVER = resolve(process.cwd(), 'server')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : []
  })
}

describe('server/ and scripts/', () => {
  it('the server imports nothing from scripts/ (scripts and the build import the server, never the other way)', () => {
    const files = sources(SERVER).map((path) => ({ name: relative(SERVER, path), text: readFileSync(path, 'utf8') }))
    expect(files.some((file) => file.name === 'site.ts')).toBe(true)
    const offenders = files.flatMap((file) =>
      [...file.text.matchAll(/\b(?:from|import)\s*\(?\s*['"]((?:\.\.\/)+scripts\/[^'"]*)['"]/g)].map(
        (match) => `${file.name}: ${match[1]}`,
      ),
    )
    expect(offenders).toEqual([])
  })
})
