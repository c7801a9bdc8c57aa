/**
 * HTTP behaviour around the API's routes, on Fetch `Request`/`Response` only, so any server in front of the
 * handlers can use it (`npm run api` today, a real server later): CORS, HEAD from GET, ETag and 304.
 */

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const DEFAULT_HEADERS = 'Authorization, Content-Type, Accept, If-None-Match'
/** What a cross-origin script may read beyond the CORS-safelisted response headers. */
const EXPOSED_HEADERS = 'Location, ETag, Allow, Content-Range, X-Mock-Fault'

/** CORS for any origin, with the method and headers a preflight asks for echoed back. */
export function corsHeaders(request: Request): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  })
  if (request.method === 'OPTIONS') {
    const method = request.headers.get('access-control-request-method')
    headers.set('Access-Control-Allow-Methods', method || ALLOWED_METHODS)
    headers.set('Access-Control-Allow-Headers', request.headers.get('access-control-request-headers') || DEFAULT_HEADERS)
    headers.set('Access-Control-Max-Age', '600')
    headers.set('Vary', 'Access-Control-Request-Method, Access-Control-Request-Headers')
  }
  return headers
}

/** The answer to a preflight (any OPTIONS request): 204 with the CORS headers. */
export const preflightResponse = (request: Request) => new Response(null, { status: 204, headers: corsHeaders(request) })

/** A copy of the response with these headers added (set over any of the same name). */
export function withHeaders(response: Response, extra: Headers): Response {
  if (response.type === 'error') return response
  const headers = new Headers(response.headers)
  extra.forEach((value, name) => headers.set(name, value))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** HEAD is answered as GET without the body: the request to route. */
export const asGet = (request: Request): Request =>
  request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request

async function bodyTag(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
  // Weak: the same JSON could be encoded differently (compression) and still be the same representation.
  return `W/"${hex}"`
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '')

/** Whether an If-None-Match value names this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function tagMatches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag))
}

/**
 * For reads (GET and HEAD) answered 200: an ETag from the body, and 304 with no body when the request's
 * If-None-Match names it. HEAD drops the body but keeps its Content-Length. Other responses pass unchanged.
 */
export async function conditionalRead(request: Request, response: Response): Promise<Response> {
  const read = request.method === 'GET' || request.method === 'HEAD'
  if (!read || response.status !== 200 || response.type === 'error') return response
  const bytes = await response.arrayBuffer()
  const headers = new Headers(response.headers)
  const tag = headers.get('etag') ?? (await bodyTag(bytes))
  headers.set('ETag', tag)
  if (tagMatches(request.headers.get('if-none-match'), tag)) {
    for (const name of ['content-type', 'content-length', 'content-range']) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(bytes.byteLength))
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, statusText: response.statusText, headers })
}

/** A HEAD request's answer never has a body (errors included); its headers stay those of the GET. */
export const forMethod = (request: Request, response: Response): Response =>
  request.method === 'HEAD' && response.body && response.type !== 'error'
    ? new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
    : response
