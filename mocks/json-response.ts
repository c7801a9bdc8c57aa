import { HttpResponse, type HttpResponseInit, type JsonBodyType } from 'msw'

const utf8 = new TextEncoder()

/**
 * A JSON response, as msw's HttpResponse.json makes it, with its length counted here: msw counts it by making a
 * Blob, which the browser registers with its browser process (1-4 ms a response on a slow machine, two of them in
 * every list open). JSON leaves out the symbol-keyed internals @msw/data keeps on records: a stored record can be
 * given as it is.
 */
export function json<T extends JsonBodyType>(body: NoInfer<T>, init: HttpResponseInit = {}): HttpResponse<T> {
  const text = JSON.stringify(body)
  const headers = new Headers(init.headers)
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  headers.set('Content-Length', String(utf8.encode(text).byteLength))
  return new HttpResponse(text as never, { ...init, headers })
}
