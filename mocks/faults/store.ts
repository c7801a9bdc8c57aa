import { FAULTS_KEY, FAULTS_PARAM, parseFaults, type FaultRule } from './rules'
import { faultStorage, readStoredFaults } from './storage'

// How the rules change: read, written, announced, set from the URL.
let cache: { raw: string | null; rules: FaultRule[] } = { raw: null, rules: [] }
const listeners = new Set<() => void>()

/** The current rules (parsed again only when the stored value changed). */
export function readFaults(): FaultRule[] {
  const raw = readStoredFaults()
  if (raw !== cache.raw) cache = { raw, rules: parseFaults(raw) }
  return cache.rules
}

/** Replaces the rules; an empty list or null removes them. */
export function writeFaults(rules: FaultRule[] | null): void {
  try {
    if (rules && rules.length > 0) faultStorage().setItem(FAULTS_KEY, JSON.stringify(rules))
    else faultStorage().removeItem(FAULTS_KEY)
  } catch (error) {
    console.warn('[mock faults] could not store the rules', error)
  }
  listeners.forEach((listener) => listener())
}

/** Called when the rules change through this module (the dev panel listens). */
export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Applies the `mock-faults` URL parameter: `off` (or empty) clears the rules, anything else is read like the
 * stored value and, if it holds valid rules, replaces them. Returns whether the parameter was present.
 */
export function applyFaultsParam(search: string): boolean {
  const params = new URLSearchParams(search)
  if (!params.has(FAULTS_PARAM)) return false
  const value = params.get(FAULTS_PARAM)?.trim() ?? ''
  if (value === '' || value.toLowerCase() === 'off') {
    writeFaults(null)
    return true
  }
  const rules = parseFaults(value)
  if (rules.length > 0) writeFaults(rules)
  return true
}
