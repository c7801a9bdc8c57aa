// Which file of a build answers a path, as a static host decides it, and the compressed copies of its text files.
import { existsSync, statSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getMimeType, mimes } from 'hono/utils/mime'
import { isAppOnlyPath } from '../../src/api/rules/site-areas'

export type Encoding = 'br' | 'gzip'

/** The build's own files (.vite/manifest.json, the SSR bundle in .ssr/, the server in .server/): never served, nor compressed. */
const isHidden = (path: string) => /(^|\/)\./.test(path)
export type CompressedFiles = Map<string, Record<Encoding, Buffer>>

const HOST_CONFIGURATION = new Set(['/_headers', '/_redirects'])
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.vtt', '.txt'])
// Caption tracks: Hono's table has no .vtt.
const TYPES = { ...mimes, vtt: 'text/vtt; charset=utf-8' }

export const contentType = (file: string) => getMimeType(file, TYPES) ?? 'application/octet-stream'

/**
 * What a path with no file and no prerendered page gets. `not-found`: dist/404.html (the prerendered Not Found
 * page) with 404, as static hosts serve it, except the app-only areas (the admin), which get the app shell.
 * `app-shell`: the app shell with 200 for every such path; the server's, because content created after the build has
 * no prerendered page there until the server renders pages from the database.
 */
export type UnknownPaths = 'not-found' | 'app-shell'

/** A file under `dist` and the status it answers with. */
export type SiteFile = { file: string; status: 200 | 404 }

/**
 * The file under `dist` that answers a GET for `pathname`: the file itself, a prerendered page at {path}/index.html,
 * else as `unknownPaths` says; null for a missing file (a path with an extension), the host's own configuration
 * (`_headers`, `_redirects`) or a path that does not decode.
 */
/** A request's path decoded, without trailing slashes ("/" stays); null when it does not decode. */
export function cleanSitePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).replace(/\/+$/, '') || '/'
  } catch {
    return null
  }
}

export function siteFile(
  dist: string,
  pathname: string,
  { unknownPaths = 'not-found' }: { unknownPaths?: UnknownPaths } = {},
): SiteFile | null {
  const clean = cleanSitePath(pathname)
  if (clean === null) return null
  if (clean.includes('..') || HOST_CONFIGURATION.has(clean) || isHidden(clean)) return null
  const direct = join(dist, clean)
  if (clean !== '/' && existsSync(direct) && statSync(direct).isFile()) return { file: clean, status: 200 }
  const page = clean === '/' ? '/index.html' : `${clean}/index.html`
  if (existsSync(join(dist, page))) return { file: page, status: 200 }
  if (/\.[a-z0-9]+$/i.test(clean)) return null
  const shell = appShellFile(dist)
  if (unknownPaths === 'app-shell' || isAppOnlyPath(clean)) return { file: shell, status: 200 }
  // A build without the Not Found page: the app shell renders it, still with 404.
  return { file: existsSync(join(dist, '404.html')) ? '/404.html' : shell, status: 404 }
}

/** The app shell: the page with no data the admin (and a page that cannot be rendered) boots in. */
export const appShellFile = (dist: string) => (existsSync(join(dist, 'spa.html')) ? '/spa.html' : '/index.html')

/**
 * Every text file, compressed once before serving (as a host's build step would): compressing per request at
 * brotli's top quality takes a few hundred ms for a page, which Lighthouse would count as server time.
 */
export async function precompress(dist: string): Promise<CompressedFiles> {
  const compressed: CompressedFiles = new Map()
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (isHidden(entry.name)) continue
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
