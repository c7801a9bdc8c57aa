import { readFileSync, writeFileSync } from 'node:fs'
import type { FaultStorage } from './storage'

/**
 * The fault rules in a file (Node only), read again on every request like localStorage in the browser: edit the
 * file and the next request follows it. Its text is what `parseFaults` reads (a JSON array, or the short form).
 */
export function fileFaultStorage(file: string): FaultStorage {
  return {
    getItem: () => {
      try {
        return readFileSync(file, 'utf8')
      } catch {
        return null
      }
    },
    setItem: (_key, value) => writeFileSync(file, `${value}\n`),
    removeItem: () => writeFileSync(file, '[]\n'),
  }
}
