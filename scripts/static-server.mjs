// Serves a build the way a static host does: precompressed (brotli or gzip), long-cached assets, prerendered
// pages, the app shell for other routes. Used by `npm run perf` and the benchmarks, and (uncompressed) by the browser
// tests. Run alone: node scripts/static-server.mjs [dist] [port] [--uncompressed]
import { existsSync, readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { headersForPath, parseHeadersFile } from './security-headers.mjs'
import { resolveStaticFile } from './static-routes.mjs'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.vtt', '.txt'])

/**
 * Every compressible file, compressed once before serving (as a host's build step would): compressing per
 * request at brotli's top quality takes a few hundred ms for a page, which Lighthouse would count as server time.
 */
export async function precompress(dist) {
  const compressed = new Map()
  async function walk(dir) {
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

/** The request's path, or null when the address is malformed (a path or query escape like "%ZZ" that does not decode). */
function requestPath(raw) {
  try {
    const { pathname, search } = new URL(raw ?? '/', 'http://localhost')
    decodeURIComponent(pathname)
    decodeURIComponent(search)
    return pathname
  } catch {
    return null
  }
}

/** An error in the API's shape: { message, issues: [] }. */
function sendError(res, status, message, extraHeaders = {}) {
  const body = JSON.stringify({ message, issues: [] })
  res.writeHead(status, { ...extraHeaders, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body)
}

/** The build's `_headers` rules (written by the build from scripts/security-headers.mjs), applied as a static host does. */
function hostHeaderRules(dist) {
  const file = join(dist, '_headers')
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes: { start, end } (inclusive),
 * 'unsatisfiable' when it starts past the end, or null to answer the whole file (no header, another unit, several
 * ranges or a malformed one: a host may ignore those).
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return null
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)]
  if (match[1] !== '' && match[2] !== '' && Number(match[2]) < start) return null
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

/**
 * The answer of a static host for a path: the file (a prerendered page, the app shell for other routes) in the
 * best encoding the client takes, with its type and cache headers, or the byte range asked of an uncompressed file
 * (206, which the video player needs to seek); null when no file answers. `npm run server` serves the built site
 * through this too.
 */
export async function staticFile(dist, compressed, pathname, acceptEncoding, rangeHeader = null) {
  const file = resolveStaticFile(dist, pathname)
  if (!file || !existsSync(join(dist, file))) return null
  const headers = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  }
  const variants = compressed.get(file)
  const encoding = variants && (acceptEncoding.includes('br') ? 'br' : acceptEncoding.includes('gzip') ? 'gzip' : null)
  if (encoding) {
    headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(variants[encoding].length)
    return { status: 200, headers, body: variants[encoding] }
  }
  const whole = await readFile(join(dist, file))
  headers['Accept-Ranges'] = 'bytes'
  const range = byteRange(rangeHeader, whole.length)
  if (range === 'unsatisfiable') {
    headers['Content-Range'] = `bytes */${whole.length}`
    headers['Content-Length'] = '0'
    return { status: 416, headers, body: Buffer.alloc(0) }
  }
  const body = range ? whole.subarray(range.start, range.end + 1) : whole
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${whole.length}`
  headers['Content-Length'] = String(body.length)
  return { status: range ? 206 : 200, headers, body }
}

/**
 * `uncompressed` serves every file as it is on disk: the browser tests load the site about a thousand times over
 * loopback, where compressing buys nothing and decompressing costs the browser CPU.
 */
export async function serveStatic(dist, port, { uncompressed = false } = {}) {
  const compressed = uncompressed ? new Map() : await precompress(dist)
  const rules = hostHeaderRules(dist)
  const server = createServer(async (req, res) => {
    try {
      await serve(req, res)
    } catch (error) {
      // Never a crash (an async handler's rejection would end the process), never a stack trace.
      console.error('[static server]', error)
      if (!res.headersSent) sendError(res, 500, 'Something went wrong on our side.')
      else res.destroy()
    }
  })
  async function serve(req, res) {
    const pathname = requestPath(req.url)
    if (pathname === null) {
      sendError(res, 400, 'The address has a malformed percent-escape (write a literal % as %25)', headersForPath(rules, '/'))
      return
    }
    const hostHeaders = headersForPath(rules, pathname)
    const answer = await staticFile(
      dist,
      compressed,
      pathname,
      String(req.headers['accept-encoding'] ?? ''),
      req.headers.range ?? null,
    )
    if (!answer) {
      res.writeHead(404, { ...hostHeaders, 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    res.writeHead(answer.status, { ...hostHeaders, ...answer.headers }).end(req.method === 'HEAD' ? undefined : answer.body)
  }
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const port = Number(process.argv[3] ?? 4180)
  const uncompressed = process.argv.includes('--uncompressed')
  await serveStatic(dist, port, { uncompressed })
  console.log(`serving ${dist} on http://127.0.0.1:${port}${uncompressed ? ' (uncompressed)' : ''}`)
}
