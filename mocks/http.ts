import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw'
import { API_BASE } from '../src/api/config'
import { HttpError } from '../src/api/rules/http-error'
import type { FieldIssue } from '../src/api/schemas/errors'
import { applyFault } from './faults'
import { json } from './json-response'
import { StorageFullError } from './store/local-store'
import { catchUp, transaction } from './store/transaction'

export { json }
export { HttpError, notFound } from '../src/api/rules/http-error'
export { readBody } from '../src/api/rules/read-body'

export function errorResponse(status: number, message: string, issues: FieldIssue[] = [], headers: Record<string, string> = {}) {
  return json({ message, issues }, { status, headers })
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
  if (error instanceof HttpError) return errorResponse(error.status, error.message, error.issues, error.headers)
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

export const noContent = () => new HttpResponse(null, { status: 204 })
/** 201 with the new resource's address: `route` relative to the API base (like the handlers'), then its id, if any. */
export const created = <T extends JsonBodyType>(body: T, route: string, id?: string) =>
  json(body, { status: 201, headers: { Location: `${API_BASE}${route}${id === undefined ? '' : `/${encodeURIComponent(id)}`}` } })

/** A plain copy of a record, without the internals @msw/data keeps under symbols (to store it again). */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

export { randomId as newId } from '../src/api/registry/collection-rules'

export const nowIso = () => new Date().toISOString()
