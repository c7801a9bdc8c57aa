import type { z } from 'zod'
import type * as schemaModule from './schemas'
import type { FieldIssue } from './schemas/errors'
import { apiUrl } from './config'

export type Schemas = typeof schemaModule
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

/** The only caller of fetch in the app (with apiDownload, below, for files). */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S> = {}): Promise<z.infer<S>> {
  const { method = 'GET', body, schema, signal } = options
  const parserReady = schema ? loadSchemas() : undefined
  await openRequestGate().catch(() => undefined)
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
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
  if (!schema || !parserReady || response.status === 204) return undefined as z.infer<S>

  const json: unknown = await response.json().catch(() => undefined)
  const parsed = schema(await parserReady).safeParse(json)
  if (!parsed.success) {
    throw new ApiError(response.status, `Unexpected response from ${method} ${path}`, [])
  }
  return parsed.data
}

/** A file the API answers (a CSV export): its bytes as they came and the name its Content-Disposition gives. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
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
