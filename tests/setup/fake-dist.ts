import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A script long enough to be worth compressing. */
export const FAKE_SCRIPT = `console.log(${JSON.stringify('sun '.repeat(200))})`
export const FAKE_ASSET = '/assets/app-3f9a1c.js'

/**
 * A small stand-in for dist/, as the site's servers see it: the home page, a prerendered page (/training), the app
 * shell and a hashed asset, plus `extra` files (path → content).
 */
export function makeFakeDist(extra: Record<string, string | Uint8Array> = {}): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'sunharvest-dist-'))
  const files: Record<string, string | Uint8Array> = {
    '/index.html': '<!doctype html><title>Home</title>',
    '/spa.html': '<!doctype html><title>App shell</title>',
    '/training/index.html': '<!doctype html><title>Training</title>',
    [FAKE_ASSET]: FAKE_SCRIPT,
    ...extra,
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), content)
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) }
}
