import { z } from 'zod'

/**
 * The fault switch: rules that make the mock API slow, fail with an error status, or drop the connection,
 * per endpoint. Rules live in a Storage (localStorage in the browser, memory elsewhere) under FAULTS_KEY and
 * are re-read on every request, so a test or the dev panel can change them at any time.
 *
 * Every matching rule adds its latency; the first matching rule with a status or a network failure decides
 * the answer. A rule with `times` applies to that many matching requests, then removes itself.
 */
export { FAULTS_KEY, FAULTS_PARAM } from '../store/keys'

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
const MAX_LATENCY_MS = 600_000

/** "*", "/api/pages/*", "GET /api/services", "POST /api/registrations", "* /api/services/:id". */
const matchSchema = z
  .string()
  .trim()
  .refine((value) => parseMatch(value) !== null, 'match must be "*", a path starting with "/", or "METHOD /path"')

export const faultRuleSchema = z
  .object({
    match: matchSchema,
    latencyMs: z.number().int().min(0).max(MAX_LATENCY_MS).optional(),
    status: z.number().int().min(200).max(599).optional(),
    network: z.boolean().optional(),
    times: z.number().int().positive().optional(),
    /** The JSON body to answer with (with `status`): the whole response replaced, for this endpoint only. */
    body: z.json().optional(),
  })
  .refine((rule) => rule.latencyMs !== undefined || rule.status !== undefined || rule.network === true, {
    message: 'a rule needs latencyMs, status or network: true',
  })
  .refine((rule) => rule.status === undefined || rule.status >= 400 || rule.body !== undefined, {
    message: 'a success status needs a body',
  })

export type FaultRule = z.infer<typeof faultRuleSchema>

// ---- Parsing -------------------------------------------------------------------------------------

interface ParsedMatch {
  method: string | null
  path: RegExp | null
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** A pattern's method (null: any) and path matcher (null: any path). Null for an invalid pattern. */
function parseMatch(pattern: string): ParsedMatch | null {
  const parts = pattern.trim().split(/\s+/)
  if (parts.length > 2 || !parts[0]) return null
  const [first, second] = parts as [string, string | undefined]
  let method: string | null = null
  let path = first
  if (second !== undefined) {
    const upper = first.toUpperCase()
    if (upper !== '*' && !(METHODS as readonly string[]).includes(upper)) return null
    method = upper === '*' ? null : upper
    path = second
  }
  if (path === '*') return { method, path: null }
  if (!path.startsWith('/')) return null
  const source = trimSlash(path)
    .split('/')
    .map((segment) => (segment.startsWith(':') && segment.length > 1 ? '[^/]+' : segment.split('*').map(escapeRegExp).join('.*')))
    .join('/')
  return { method, path: new RegExp(`^${source}$`) }
}

const compiled = new Map<string, ParsedMatch | null>()

/** Whether a rule's `match` covers this request (the query string is ignored, a trailing slash too). */
export function faultMatches(pattern: string, method: string, url: string): boolean {
  if (!compiled.has(pattern)) compiled.set(pattern, parseMatch(pattern))
  const parsed = compiled.get(pattern)
  if (!parsed) return false
  if (parsed.method && parsed.method !== method.toUpperCase()) return false
  if (!parsed.path) return true
  const pathname = new URL(url, 'http://localhost').pathname
  return parsed.path.test(trimSlash(pathname))
}

const EFFECT = /^(?:\d{3}|network|offline|\d+ms|x\d+|\d+x)$/i

/**
 * The short form of one rule: `[METHOD:]PATH:EFFECT[:EFFECT...]`, where EFFECT is an error status (`500`),
 * `network`, a latency (`1500ms`) or a count (`x2`: only the first two matching requests).
 * For example `POST:/api/registrations:500` or `GET:/api/services:network:x1`.
 */
function parseShortRule(text: string): unknown {
  const tokens = text.trim().split(':')
  const rule: Record<string, unknown> = {}
  while (tokens.length > 1 && EFFECT.test(tokens[tokens.length - 1] ?? '')) {
    const token = (tokens.pop() ?? '').toLowerCase()
    if (token === 'network' || token === 'offline') rule.network = true
    else if (token.endsWith('ms')) rule.latencyMs = Number(token.slice(0, -2))
    else if (token.startsWith('x')) rule.times = Number(token.slice(1))
    else if (token.endsWith('x')) rule.times = Number(token.slice(0, -1))
    else rule.status = Number(token)
  }
  const head = tokens[0]?.toUpperCase() ?? ''
  const hasMethod = tokens.length > 1 && (head === '*' || (METHODS as readonly string[]).includes(head))
  rule.match = hasMethod ? `${head} ${tokens.slice(1).join(':')}` : tokens.join(':')
  return rule
}

/**
 * Reads rules from a stored or URL value: a JSON array of rules, one JSON rule, or short forms separated by
 * commas. A value that cannot be read gives no rules and a console warning; a bad rule in a list is dropped
 * with a warning. Never throws.
 */
export function parseFaults(raw: string | null | undefined): FaultRule[] {
  const text = raw?.trim()
  if (!text) return []
  let candidates: unknown[]
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const json: unknown = JSON.parse(text)
      candidates = Array.isArray(json) ? json : [json]
    } catch {
      console.warn(`[mock faults] ignored: "${text}" is not valid JSON`)
      return []
    }
  } else {
    candidates = text
      .split(',')
      .filter((part) => part.trim())
      .map(parseShortRule)
  }
  const rules: FaultRule[] = []
  for (const candidate of candidates) {
    const parsed = faultRuleSchema.safeParse(candidate)
    if (parsed.success) rules.push(parsed.data)
    else console.warn(`[mock faults] ignored rule ${JSON.stringify(candidate)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  }
  return rules
}

/** A rule in the short form (for display). */
export function describeFault(rule: FaultRule): string {
  const effects = [
    rule.latencyMs !== undefined ? `+${rule.latencyMs} ms` : null,
    rule.status !== undefined ? `status ${rule.status}` : null,
    rule.network ? 'network failure' : null,
    rule.times !== undefined ? `first ${rule.times} request${rule.times === 1 ? '' : 's'}` : null,
  ].filter(Boolean)
  return `${rule.match}: ${effects.join(', ')}`
}
