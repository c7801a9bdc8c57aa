// Serves a build the way a static host does: compressed, long-cached assets, prerendered pages, the app
// shell for other routes. Used by `npm run perf`; run alone: node scripts/static-server.mjs [dist] [port]
import { createReadStream, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createBrotliCompress, createGzip } from 'node:zlib'
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

export function serveStatic(dist, port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const file = resolveStaticFile(dist, url.pathname)
    if (!file || !existsSync(join(dist, file))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    const ext = extname(file)
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    const accepts = String(req.headers['accept-encoding'] ?? '')
    let body = createReadStream(join(dist, file))
    if (COMPRESSIBLE.has(ext) && accepts.includes('br')) {
      headers['Content-Encoding'] = 'br'
      body = body.pipe(createBrotliCompress())
    } else if (COMPRESSIBLE.has(ext) && accepts.includes('gzip')) {
      headers['Content-Encoding'] = 'gzip'
      body = body.pipe(createGzip())
    }
    res.writeHead(200, headers)
    body.pipe(res)
  })
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist')
  const port = Number(process.argv[3] ?? 4180)
  await serveStatic(dist, port)
  console.log(`serving ${dist} on http://127.0.0.1:${port}`)
}
