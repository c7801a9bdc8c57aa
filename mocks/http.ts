import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { z } from 'zod'
import { API_BASE, MAX_BODY_BYTES } from '../src/api/config'
import { toFieldIssues, type FieldIssue } from '../src/api/schemas/errors'
import { applyFault } from './faults'
import { StorageFullError } from './store/local-store'
import { catchUp, transaction } from './store/transaction'

/** An expected failure of a handler: becomes a JSON error response with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} was not found`)

export function errorResponse(status: number, message: string, issues: FieldIssue[] = []) {
  return HttpResponse.json({ message, issues }, { status })
}

let latency: [number, number] = [0, 0]
/** Realistic latency in the browser; none in tests. */
export function setLatency(min: number, max = min): void {
  latency = [min, max]
}

async function simulateLatency(): Promise<void> {
  const [min, max] = latency
  if (max > 0) await delay(Math.round(min + Math.random() * (max - min)))
}

type Resolver<P extends PathParams> = HttpResponseResolver<P, DefaultBodyType, DefaultBodyType>

function toErrorResponse(error: unknown) {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.issues)
  if (error instanceof StorageFullError) return errorResponse(507, error.message)
  console.error('[mock api] unexpected error', error)
  return errorResponse(500, 'Something went wrong on our side. Please try again.')
}

async function respond<P extends PathParams>(resolver: Resolver<P>, info: Parameters<Resolver<P>>[0], isWrite: boolean) {
  try {
    if (!isWrite) {
      await catchUp()
      return await resolver(info)
    }
    // Stored before it is answered: a response that says "saved" is never ahead of the storage.
    return await transaction(
      () => Promise.resolve(resolver(info)),
      (response) => !(response instanceof Response) || response.ok,
    )
  } catch (error) {
    return toErrorResponse(error)
  }
}

/**
 * Every resolver goes through here: latency, injected faults, errors as JSON, and for writes a transaction
 * (mocks/store/transaction.ts): a write that fails leaves every collection as it was, one that succeeds is stored.
 */
function withApi<P extends PathParams>(resolver: Resolver<P>, isWrite: boolean): Resolver<P> {
  return async (info) => {
    await simulateLatency()
    // The fault switch (mocks/faults/): added latency, an error status or a network failure, before the resolver.
    const fault = await applyFault(info.request)
    if (fault) return fault
    return respond(resolver, info, isWrite)
  }
}

/** Outside a browser (prerendering, the HTTP server) there is no page origin: a relative base matches any host. */
const path = (route: string) => (API_BASE.startsWith('/') && typeof location === 'undefined' ? '*' : '') + API_BASE + route

export const api = {
  get: <P extends PathParams>(route: string, resolver: Resolver<P>) => http.get(path(route), withApi(resolver, false)),
  post: <P extends PathParams>(route: string, resolver: Resolver<P>) => http.post(path(route), withApi(resolver, true)),
  put: <P extends PathParams>(route: string, resolver: Resolver<P>) => http.put(path(route), withApi(resolver, true)),
  patch: <P extends PathParams>(route: string, resolver: Resolver<P>) => http.patch(path(route), withApi(resolver, true)),
  delete: <P extends PathParams>(route: string, resolver: Resolver<P>) => http.delete(path(route), withApi(resolver, true)),
}

const tooLarge = () => new HttpError(413, `The request body is too large (${MAX_BODY_BYTES / 1024 / 1024} MB at most)`)

/** The body as UTF-8 text, read no further than MAX_BODY_BYTES: 413 past it, declared (Content-Length) or counted. */
async function readText(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      throw new HttpError(400, 'The request body could not be read')
    }
    if (chunk.done) break
    size += chunk.value.byteLength
    if (size > MAX_BODY_BYTES) {
      reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    parts.push(decoder.decode(chunk.value, { stream: true }))
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/** Reads and re-parses a JSON body with the contract's schema: 415, 413, 400 or 422 on bad input. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  // The media type itself, not a substring: "text/plain; charset=application/json" is not JSON.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    throw new HttpError(415, 'Send the body as JSON (Content-Type: application/json)')
  }
  const text = await readText(request)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new HttpError(422, 'Some fields are not valid', toFieldIssues(parsed.error))
  return parsed.data
}

export const json = HttpResponse.json
export const noContent = () => new HttpResponse(null, { status: 204 })
/** 201 with the new resource's address: `route` relative to the API base (like the handlers'), then its id, if any. */
export const created = <T extends DefaultBodyType>(body: T, route: string, id?: string) =>
  HttpResponse.json(body, { status: 201, headers: { Location: `${API_BASE}${route}${id === undefined ? '' : `/${encodeURIComponent(id)}`}` } })

/** Records carry @msw/data internals under symbols; responses get plain copies. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

export function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

export const nowIso = () => new Date().toISOString()
