import { FAULTS_KEY, FAULTS_PARAM, parseFaults, type FaultRule } from './rules'

/** Where the rules are kept and how they change (storage, URL flag, listeners). */
export type FaultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function memoryStorage(): FaultStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

let storage: FaultStorage = memoryStorage()
let cache: { raw: string | null; rules: FaultRule[] } = { raw: null, rules: [] }
const listeners = new Set<() => void>()

/** Where the rules are kept: localStorage in the browser; memory (the default) in Node. */
export function setFaultStorage(next: FaultStorage): void {
  storage = next
}

function readRaw(): string | null {
  try {
    return storage.getItem(FAULTS_KEY)
  } catch {
    return null
  }
}

/** The current rules (parsed again only when the stored value changed). */
export function readFaults(): FaultRule[] {
  const raw = readRaw()
  if (raw !== cache.raw) cache = { raw, rules: parseFaults(raw) }
  return cache.rules
}

/** Replaces the rules; an empty list or null removes them. */
export function writeFaults(rules: FaultRule[] | null): void {
  try {
    if (rules && rules.length > 0) storage.setItem(FAULTS_KEY, JSON.stringify(rules))
    else storage.removeItem(FAULTS_KEY)
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
