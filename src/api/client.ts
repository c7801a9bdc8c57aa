import type { z } from 'zod'
import type { Endpoint, endpoints as Declared, SchemaOf, Schemas } from './endpoints'
import type { FieldIssue } from './schemas/errors'
import { apiUrl } from './config'

export type { Schemas }
let schemas: Promise<Schemas> | undefined
/**
 * zod and the schemas load with the first response to parse, not with the page: a prerendered page hydrates
 * from its embedded data without them (about 30 KB gzip off the critical path).
 */
export const loadSchemas = (): Promise<Schemas> => (schemas ??= import('./schemas'))

/** A failed API call: HTTP status (0 for a network failure), a readable message and field issues. */
export class ApiError extends Error {
  readonly status: number
  readonly issues: FieldIssue[]

  constructor(status: number, message: string, issues: FieldIssue[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.issues = issues
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request that hangs (a stalled network) fails after this long instead of spinning forever. */
export const REQUEST_TIMEOUT_MS = 20_000

export interface RequestOptions<S extends z.ZodType> {
  method?: Method
  body?: unknown
  /** Picks the schema that parses the response; omit for 204 responses. */
  schema?: (schemas: Schemas) => S
  signal?: AbortSignal
  headers?: Record<string, string>
}

let authToken: string | null = null
/** The admin session token sent with every request (set by the auth feature). */
export function setAuthToken(token: string | null): void {
  authToken = token
}

let openRequestGate: () => Promise<unknown> = () => Promise.resolve()
/**
 * Requests wait for this before they leave: with the embedded mock, until it answers. A prerendered page renders
 * from its embedded data and starts the mock only when a request first wants it (main.tsx).
 */
export function setRequestGate(open: () => Promise<unknown>): void {
  openRequestGate = open
}

/**
 * Sends one request and reads its answer: the only caller of fetch in the app (with apiDownload, below, for files).
 * `pick` names the schema that parses a successful answer of that status (none: the body is not read).
 */
async function send(
  method: Method,
  path: string,
  { body, signal, headers: extra }: { body?: unknown; signal?: AbortSignal; headers?: Record<string, string> },
  pick?: (schemas: Schemas, status: number) => z.ZodType | undefined,
): Promise<unknown> {
  const parserReady = pick ? loadSchemas() : undefined
  await openRequestGate().catch(() => undefined)
  const headers: Record<string, string> = { Accept: 'application/json', ...extra }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (authToken) headers.Authorization = `Bearer ${authToken}`

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    if (timeout.aborted) throw new ApiError(0, 'The server took too long to answer. Please try again.')
    throw new ApiError(0, 'Network error: check your connection and try again.')
  }

  if (!response.ok) throw await toApiError(response)
  if (!pick || !parserReady || response.status === 204) return undefined

  const json: unknown = await response.json().catch(() => undefined)
  const schema = pick(await parserReady, response.status)
  if (!schema) return json
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new ApiError(response.status, `Unexpected response from ${method} ${path}`, [])
  }
  return parsed.data
}

/**
 * A request to a path the client builds itself: the registry's collections (./resources/collection*.ts), whose paths
 * come from their registry entries. Every endpoint of ./endpoints.ts is called with `apiCall`.
 */
export function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S> = {}): Promise<z.infer<S>> {
  const { method = 'GET', schema, ...rest } = options
  return send(method, path, rest, schema && ((s) => schema(s))) as Promise<z.infer<S>>
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
type Parsed<A> = A extends { schema: SchemaOf<infer S> } ? z.infer<S> : A extends { status: 204 } ? undefined : unknown
/** What a call of `E` resolves to: its answer parsed with the declared schema (or the second answer's). */
export type ResultOf<E extends Endpoint> = Parsed<E['response']> | (E extends { also: infer A } ? Parsed<A> : never)
/** The search part of a URL: a string as listSearchParams makes it ("?q=…" or ""), or its parameters. */
export type Query = string | Record<string, string | number>

/** What a call of `E` takes: a value for each of its path's parameters, and its body when it reads one. */
export type CallOptions<E extends Endpoint> = { signal?: AbortSignal; query?: Query } & ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<E['path']>, string> }) &
  (E extends { request: SchemaOf<infer R> } ? { body: z.input<R> } : { body?: undefined })

type Args<E extends Endpoint> = Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

/** The endpoint's path with each ":name" filled with its value, encoded, and the query after it. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}, query: Query = ''): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path}: no value for :${name}`)
    return encodeURIComponent(value)
  })
  if (typeof query === 'string') return path + query
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
  return search ? `${path}?${search}` : path
}

type Endpoints = typeof Declared
/** The name of an endpoint declared in ./endpoints.ts. */
export type EndpointId = keyof Endpoints

let declarations: Promise<Endpoints> | undefined
/**
 * The declarations load with the first call, as the schemas do: a page hydrates without them (and a call names its
 * endpoint, checked by the type checker against the declarations).
 */
const loadEndpoints = (): Promise<Endpoints> => (declarations ??= import('./endpoints').then((module) => module.endpoints))

/**
 * Calls an endpoint of ./endpoints.ts, by its name, as it is declared: its method, its path with the parameters filled
 * in and encoded, its body, and its answer parsed with its declared schema (the second answer's for its status, when
 * it has one).
 */
export async function apiCall<K extends EndpointId>(id: K, ...[options]: Args<Endpoints[K]>): Promise<ResultOf<Endpoints[K]>> {
  const { params, query, body, signal } = (options ?? {}) as { params?: Record<string, string>; query?: Query; body?: unknown; signal?: AbortSignal }
  const endpoint: Endpoint = (await loadEndpoints())[id]
  const { response, also } = endpoint
  // A 204 reads no body; an answer declared without a schema is handed over as it came (the OpenAPI document).
  const pick = response.status === 204 ? undefined : (s: Schemas, status: number) => (also?.status === status ? also.schema : response.schema)?.(s)
  return send(endpoint.method.toUpperCase() as Method, endpointPath(endpoint, params, query), { body, signal }, pick) as Promise<
    ResultOf<Endpoints[K]>
  >
}

/** A file an endpoint answers (a CSV export): its bytes as they came and the name its Content-Disposition gives. */
export async function apiDownload(
  id: { [K in EndpointId]: Endpoints[K]['response'] extends { mediaType: string } ? K : never }[EndpointId],
  query?: Query,
): Promise<{ blob: Blob; filename: string }> {
  const path = endpointPath((await loadEndpoints())[id], {}, query)
  await openRequestGate().catch(() => undefined)
  const headers: Record<string, string> = {}
  if (authToken) headers.Authorization = `Bearer ${authToken}`
  let response: Response
  try {
    response = await fetch(apiUrl(path), { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch {
    throw new ApiError(0, 'Network error: check your connection and try again.')
  }
  if (!response.ok) throw await toApiError(response)
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export'
  return { blob: await response.blob(), filename }
}

async function toApiError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined)
  const { apiErrorBodySchema } = await loadSchemas()
  const body = apiErrorBodySchema.safeParse(json)
  if (body.success) return new ApiError(response.status, body.data.message, body.data.issues)
  return new ApiError(response.status, response.statusText || `Request failed with status ${response.status}`)
}
