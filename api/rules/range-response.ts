/** A satisfiable byte range, both ends inclusive. */
export interface ByteRange {
  start: number
  end: number
}

const SINGLE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i

/**
 * Reads a `Range` header against a resource of `size` bytes (RFC 9110, section 14): the range to send,
 * `'unsatisfiable'` (answer 416), or null when the whole resource should be sent, as for no header, another unit,
 * several ranges (no multipart answers here) or a malformed value, which a server may ignore.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // bytes=-n: the last n bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

/**
 * Serves a blob the way a static file server does, so media can seek: `206 Partial Content` for a satisfiable
 * `Range` (bytes=a-b, a-, -n), `416` for an unsatisfiable one, else `200` with the whole blob; every answer says
 * `Accept-Ranges: bytes`. A request with `If-Range` gets the whole blob (there is no validator to compare), and
 * a HEAD request the headers alone.
 */
export function rangeResponse(
  blob: Blob | Uint8Array,
  request: Request,
  init: { headers?: HeadersInit; type?: string } = {},
): Response {
  const headers = new Headers(init.headers)
  headers.set('Accept-Ranges', 'bytes')
  const type = init.type ?? (blob instanceof Uint8Array ? '' : blob.type)
  if (type) headers.set('Content-Type', type)
  // Bytes as well as Blobs: a Blob of another realm (jsdom in tests) would be sent as its text.
  const size = blob instanceof Uint8Array ? blob.length : blob.size
  const part = (start: number, end: number) =>
    blob instanceof Uint8Array ? blob.subarray(start, end) : blob.slice(start, end, type)
  const conditional = request.headers.has('if-range')
  const range = request.method === 'GET' && !conditional ? parseRange(request.headers.get('range'), size) : null
  const body = (content: Blob | Uint8Array) => (request.method === 'HEAD' ? null : (content as BlobPart))

  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    headers.set('Content-Length', '0')
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers })
  }
  if (range === null) {
    headers.set('Content-Length', String(size))
    return new Response(body(blob), { status: 200, headers })
  }
  const { start, end } = range
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  headers.set('Content-Length', String(end - start + 1))
  return new Response(body(part(start, end + 1)), { status: 206, statusText: 'Partial Content', headers })
}
