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

  /** Whether a chunk imports the entry chunk, directly or not (a route's screen does: it imports the app's code). */
  const importsEntry = new Map()
  const reachesEntry = (key) => {
    if (key === 'index.html') return true
    if (!importsEntry.has(key)) {
      importsEntry.set(key, false) // (a cycle through here does not reach the entry by this path)
      importsEntry.set(key, (manifest[key]?.imports ?? []).some(reachesEntry))
    }
    return importsEntry.get(key)
  }

  /**
   * The files of the entry and of `keys`, each after every chunk it imports: run one by one in this order, each
   * module script evaluates only its own chunk (its imports have run already). Chunks that do not need the entry run
   * before it, the route's own as well, so the app, once started, does not evaluate them all in one go.
   */
  function inEvaluationOrder(keys) {
    const order = []
    const seen = new Set()
    const visit = (key, entryNotYet) => {
      if (seen.has(key) || !manifest[key] || (entryNotYet && reachesEntry(key))) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported, entryNotYet)
      order.push(`/${manifest[key].file}`)
    }
    const all = ['index.html', ...keys]
    for (const key of all) for (const imported of manifest[key]?.imports ?? []) visit(imported, true)
    for (const key of all) visit(key, false)
    return order
  }

  return { manifest, beyondEntry, inEvaluationOrder }
}
