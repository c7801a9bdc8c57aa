// An answer kept in memory in every encoding the server sends (brotli, gzip, as is), each with its strong ETag: the
// rendered pages (server/render/live-pages.ts) and the cached public API reads (public-read-cache.ts).
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { preferredEncoding, type Encoding } from './site-files'

export type Bodies = Record<Encoding | 'identity', Uint8Array>
export type Compressed = { bodies: Bodies; tags: Record<keyof Bodies, string> }

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
// Brotli's top quality takes ~10 times as long as 9 for a few per cent less: an answer is compressed on the request
// after each write, while the visitor waits.
const BROTLI_QUALITY = 9

const tagOf = (bytes: Uint8Array) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

export async function compressed(content: string | Uint8Array): Promise<Compressed> {
  const identity = typeof content === 'string' ? Buffer.from(content) : content
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ])
  const bodies = { identity, br, gzip: gz }
  return { bodies, tags: { identity: tagOf(identity), br: tagOf(br), gzip: tagOf(gz) } }
}

/** The bytes an answer holds in memory, all encodings together (what a cache's bound counts). */
export const sizeOfCompressed = ({ bodies }: Compressed) => bodies.identity.length + bodies.br.length + bodies.gzip.length

/**
 * The answer in the encoding the request accepts best, with `Vary: Accept-Encoding` and, when `tagged`, that
 * encoding's ETag (the caller's etag middleware compares it with If-None-Match); no body for HEAD.
 */
export function sendCompressed(c: Context, answer: Compressed & { type: string }, status: 200 | 404 | 503, { tagged }: { tagged: boolean }) {
  c.header('Vary', 'Accept-Encoding')
  const encoding = preferredEncoding(c.req.header('accept-encoding') ?? '')
  const body = answer.bodies[encoding ?? 'identity']
  if (tagged) c.header('ETag', answer.tags[encoding ?? 'identity'])
  c.header('Content-Type', answer.type)
  if (encoding) c.header('Content-Encoding', encoding)
  c.header('Content-Length', String(body.length))
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
  return c.req.method === 'HEAD' ? c.body(null, status) : c.body(bytes, status)
}
