// The validators of the built site's files: the files do not change while the server runs, so each form of each file
// (as on disk, brotli, gzip) is hashed once, at start.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { CompressedFiles, Encoding } from './site-files'

/** The ETag of `file` (a path under dist, as siteFile names it) sent with `encoding`, or as it is on disk. */
export type SiteETag = (file: string, encoding: Encoding | null | undefined) => string | undefined

/**
 * Strong and distinct per encoding: each tag is a hash of the exact bytes sent, so a cache never takes one encoding's
 * body for another's, and a byte range (If-Range) can be checked against it.
 */
const tagOf = (bytes: Uint8Array) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

export async function siteETags(dist: string, compressed: CompressedFiles): Promise<SiteETag> {
  const tags = new Map<string, string>()
  const key = (file: string, encoding: Encoding | null | undefined) => `${encoding || 'identity'} ${file}`
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.name.startsWith('.')) continue
      if (entry.isDirectory()) await walk(path)
      else tags.set(key('/' + relative(dist, path), null), tagOf(await readFile(path)))
    }
  }
  await walk(dist)
  for (const [file, variants] of compressed)
    for (const encoding of ['br', 'gzip'] as const) tags.set(key(file, encoding), tagOf(variants[encoding]))
  return (file, encoding) => {
    const known = tags.get(key(file, encoding))
    if (known) return known
    // A file written into dist after the start (compressed forms exist only for files there at the start), or gone.
    if (encoding) return undefined
    try {
      const tag = tagOf(readFileSync(join(dist, file)))
      tags.set(key(file, null), tag)
      return tag
    } catch {
      return undefined
    }
  }
}
