// An answer kept in memory in every encoding the server sends (as is, brotli, gzip), each with its strong ETag: the
// rendered pages (server/render/live-pages.ts) and the kept public API reads (public-read-cache.ts).
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { preferredEncoding, type Encoding } from './site-files'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)
// Brotli's top quality takes ~10 times as long as 9 for a few per cent less: an answer is compressed on the request
// after each write, while the visitor waits.
const BROTLI_QUALITY = 9

/**
 * An answer kept nowhere (a search) is compressed for the one request that asked, in the one encoding it accepts, at
 * a quality ten times cheaper than 9 for a few per cent more bytes: it cannot be worth quality 9's time.
 */
const ONCE = { brotliQuality: 4, gzipLevel: 4 }

const tagOf = (bytes: Uint8Array) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

type Form = { body: Uint8Array; tag: string }

/**
 * The answer as is, with its tag, and its brotli and gzip forms, made once, when a request first accepts them: a
 * render's own API reads (in process) and a sitemap's warming renders never do, and pay no compression.
 */
export class EncodedAnswer {
  readonly identity: Form
  private forms: Promise<Record<Encoding, Form>> | undefined

  constructor(
    readonly type: string,
    content: string | Uint8Array,
  ) {
    const body = typeof content === 'string' ? Buffer.from(content) : content
    this.identity = { body, tag: tagOf(body) }
  }

  /** What it holds in memory, at most: the three forms (a compressed one is no larger than the bytes as they are). */
  get size() {
    return this.identity.body.length * 3
  }

  async form(encoding: Encoding | null): Promise<Form> {
    if (!encoding) return this.identity
    this.forms ??= this.compress()
    return (await this.forms)[encoding]
  }

  private async compress(): Promise<Record<Encoding, Form>> {
    const { body } = this.identity
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipped(body, { level: 9 }),
    ])
    return { br: { body: br, tag: tagOf(br) }, gzip: { body: gz, tag: tagOf(gz) } }
  }
}

/**
 * The answer in the encoding the request accepts best, with `Vary: Accept-Encoding` and, when `tagged`, that
 * encoding's ETag (the caller's etag middleware compares it with If-None-Match); no body for HEAD.
 */
export async function sendEncoded(
  c: Context,
  answer: EncodedAnswer,
  status: 200 | 404 | 429 | 503,
  { tagged }: { tagged: boolean },
) {
  const encoding = preferredEncoding(c.req.header('accept-encoding') ?? '')
  const { body, tag } = await answer.form(encoding)
  c.header('Vary', 'Accept-Encoding')
  if (tagged) c.header('ETag', tag)
  c.header('Content-Type', answer.type)
  if (encoding) c.header('Content-Encoding', encoding)
  c.header('Content-Length', String(body.length))
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
  return c.req.method === 'HEAD' ? c.body(null, status) : c.body(bytes, status)
}

/**
 * The route's answer, compressed once for this request only (compressedOnce's qualities), with `Vary:
 * Accept-Encoding`; its other headers kept. For answers no cache keeps, each made anew on request (a search).
 */
export async function compressedOnce(c: Context, response: Response): Promise<Response> {
  const encoding = preferredEncoding(c.req.header('accept-encoding') ?? '')
  const content = new Uint8Array(await response.arrayBuffer())
  const body = !encoding
    ? content
    : encoding === 'br'
      ? await brotli(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: ONCE.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        })
      : await gzipped(content, { level: ONCE.gzipLevel })
  const headers = new Headers(response.headers)
  // Hono merges the headers of the answer it replaces into the new one: those that differ go from it first.
  for (const name of ['content-length', 'content-encoding', 'vary']) response.headers.delete(name)
  headers.set('Vary', 'Accept-Encoding')
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.length))
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
  return new Response(c.req.method === 'HEAD' ? null : bytes, { status: response.status, headers })
}
