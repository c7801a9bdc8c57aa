import { delay, HttpResponse } from 'msw'
import { json } from '../json-response'
import { faultMatches, type FaultRule } from './rules'
import { readFaults, writeFaults } from './store'

export interface Fault {
  latencyMs: number
  status?: number
  network?: boolean
  body?: unknown
}

/**
 * The fault for one request, if any rule matches: the sum of the matching rules' latency and the first
 * matching status or network failure. Rules with `times` are counted down (and removed at zero).
 */
export function takeFault(method: string, url: string): Fault | null {
  const rules = readFaults()
  if (rules.length === 0) return null
  let fault: Fault | null = null
  let counted = false
  const remaining: FaultRule[] = []
  for (const rule of rules) {
    if (!faultMatches(rule.match, method, url)) {
      remaining.push(rule)
      continue
    }
    fault ??= { latencyMs: 0 }
    fault.latencyMs += rule.latencyMs ?? 0
    if (fault.status === undefined && !fault.network) {
      if (rule.network) fault.network = true
      else if (rule.status !== undefined) {
        fault.status = rule.status
        fault.body = rule.body
      }
    }
    if (rule.times === undefined) remaining.push(rule)
    else {
      counted = true
      if (rule.times > 1) remaining.push({ ...rule, times: rule.times - 1 })
    }
  }
  if (counted) writeFaults(remaining)
  return fault
}

/** The message of an injected error status, like the API's own for that kind of failure. */
export function faultMessage(status: number): string {
  if (status >= 500) return 'Something went wrong on our side. Please try again.'
  return `The request failed with status ${status} (simulated by the mock fault switch).`
}

/**
 * Applies the rules to a request before its resolver runs: waits for the added latency, then answers with
 * the error status (the API's JSON error body) or a network error. Undefined: let the resolver answer.
 */
export async function applyFault(request: Request): Promise<Response | undefined> {
  const fault = takeFault(request.method, request.url)
  if (!fault) return undefined
  if (fault.latencyMs > 0) await delay(fault.latencyMs)
  if (fault.network) return HttpResponse.error()
  if (fault.status !== undefined && fault.body !== undefined) {
    return json(fault.body as never, { status: fault.status, headers: { 'X-Mock-Fault': 'override' } })
  }
  if (fault.status !== undefined) {
    return json(
      { message: faultMessage(fault.status), issues: [] },
      { status: fault.status, headers: { 'X-Mock-Fault': 'status' } },
    )
  }
  return undefined
}
