// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { readBuildManifest } from '../../server/render/build-manifest.mjs'

/** A build's manifest: the entry (index.html), vendor chunks, and a route screen that imports the app's code. */
function buildWith(manifest: Record<string, { file: string; imports?: string[] }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'manifest-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest))
  return dist
}

it('lists each chunk after the chunks it imports, and what needs the entry after the entry', async () => {
  const dist = buildWith({
    'index.html': { file: 'assets/index.js', imports: ['_react.js', '_router.js', '_box.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
    '_box.js': { file: 'assets/box.js', imports: ['_react.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
    '_icon.js': { file: 'assets/icon.js', imports: ['index.html'] },
    'src/page.tsx': { file: 'assets/page.js', imports: ['_react.js', 'index.html', '_form.js', '_icon.js'] },
  })
  const { inEvaluationOrder } = await readBuildManifest(dist)
  const order = inEvaluationOrder(['src/page.tsx'])
  expect(order).toEqual([
    '/assets/react.js',
    '/assets/router.js',
    '/assets/box.js',
    // The route's own vendor chunk runs before the entry starts the app, which then needs it at once.
    '/assets/form.js',
    '/assets/index.js',
    '/assets/icon.js',
    '/assets/page.js',
  ])
  // Every chunk once, each after its imports.
  expect(new Set(order).size).toBe(order.length)
})
