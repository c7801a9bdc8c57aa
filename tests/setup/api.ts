import { TEST_ADMIN } from '../../server/test-admin'
import { apiUrl } from '../../src/api/config'

/** What the suite runs against: the mock (default) or the real server (the `server` Vitest project). */
export const API_TARGET: 'mock' | 'server' = process.env.API_TARGET === 'server' ? 'server' : 'mock'

/** Calls the mock API the way any HTTP client would (through msw/node). */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; token?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {}
  if (options.body !== undefined || options.raw !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  Object.assign(headers, options.headers)
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  // A CSV export is text, byte order mark kept (response.text() drops it); every other answer is JSON.
  if (response.headers.get('content-type')?.startsWith('text/csv'))
    return { status: response.status, body: csvText(await response.arrayBuffer()), headers: response.headers }
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

const csvText = (bytes: ArrayBuffer) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)

/** Opens a demo admin session and returns its token. */
export async function signIn(): Promise<string> {
  const { status, body } = await call('POST', '/session', {
    body: { ...TEST_ADMIN, remember: false },
  })
  if (status !== 201) throw new Error(`sign-in failed with ${status}`)
  return body.token as string
}

/**
 * The public forms' limits far out of the way for this test (one that posts more than a person would), on either
 * target; `keepHoldShare` keeps the product's cap on unpaid holds per network (a test of that cap).
 */
export async function liftPublicWriteLimits({ keepHoldShare = false } = {}): Promise<void> {
  const { PUBLIC_WRITE_RULES, WITHOUT_LIMITS } = await import('../../api/rules/public-writes')
  const rules = keepHoldShare ? { ...WITHOUT_LIMITS, holdShare: PUBLIC_WRITE_RULES.holdShare } : WITHOUT_LIMITS
  if (API_TARGET === 'server')
    (await import('../../server/testing').then((m) => m.sharedTestBackend())).setPublicWriteRules(rules)
  else (await import('../../mocks/public-write-rules')).setPublicWriteRules({ ...rules, minFillMs: 0 })
}
