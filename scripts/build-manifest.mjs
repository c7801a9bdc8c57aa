// Vite's build manifest (build.manifest in vite.config.ts): which chunks and stylesheets each module needs.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The manifest of the build in `dist`, with the chunks its entry loads up front. */
export async function readBuildManifest(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))

  /** Every chunk statically imported from `keys`, transitively (keys included). */
  function staticGraph(keys, seen = new Set()) {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      staticGraph(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const entryGraph = staticGraph(['index.html'])

  /** The chunks `keys` load beyond what the entry already has. */
  const beyondEntry = (keys) => [...staticGraph(keys)].filter((key) => !entryGraph.has(key))

  return { manifest, beyondEntry }
}
