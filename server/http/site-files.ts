// Which file of a build answers a path, as a static host decides it, and the compressed copies of its text files.
import { existsSync, statSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getMimeType, mimes } from 'hono/utils/mime'

export type Encoding = 'br' | 'gzip'
export type CompressedFiles = Map<string, Record<Encoding, Buffer>>

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.vtt', '.txt'])
// Caption tracks: Hono's table has no .vtt.
const TYPES = { ...mimes, vtt: 'text/vtt; charset=utf-8' }

export const contentType = (file: string) => getMimeType(file, TYPES) ?? 'application/octet-stream'

/**
 * The file under `dist` that answers a GET for `pathname`: the file itself, a prerendered page at {path}/index.html,
 * the app shell (spa.html) for every other route (the admin, unknown paths); null for a missing file (a path with an
 * extension), the host's own configuration (`_headers`) or a path that does not decode.
 */
export function siteFile(dist: string, pathname: string): string | null {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const clean = decoded.replace(/\/+$/, '') || '/'
  if (clean.includes('..') || clean === '/_headers') return null
  const direct = join(dist, clean)
  if (clean !== '/' && existsSync(direct) && statSync(direct).isFile()) return clean
  const page = clean === '/' ? '/index.html' : `${clean}/index.html`
  if (existsSync(join(dist, page))) return page
  if (/\.[a-z0-9]+$/i.test(clean)) return null
  return existsSync(join(dist, 'spa.html')) ? '/spa.html' : '/index.html'
}

/**
 * Every text file, compressed once before serving (as a host's build step would): compressing per request at
 * brotli's top quality takes a few hundred ms for a page, which Lighthouse would count as server time.
 */
export async function precompress(dist: string): Promise<CompressedFiles> {
  const compressed: CompressedFiles = new Map()
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (COMPRESSIBLE.has(extname(entry.name))) {
        const raw = await readFile(path)
        compressed.set('/' + relative(dist, path), {
          br: brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
          gzip: gzipSync(raw, { level: 9 }),
        })
      }
    }
  }
  await walk(dist)
  return compressed
}

/** The encoding to send, brotli first, as today's browsers all take it. */
export function preferredEncoding(acceptEncoding: string): Encoding | null {
  return acceptEncoding.includes('br') ? 'br' : acceptEncoding.includes('gzip') ? 'gzip' : null
}
