import { FAULTS_KEY } from '../store/keys'

/**
 * Where the fault rules are kept (localStorage in the browser, memory elsewhere), apart from the rules' code: a
 * request checks here whether any rule is stored, and only then loads the fault switch itself (./apply), which a
 * visitor's mock never needs.
 */
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

/** Where the rules are kept: localStorage in the browser; memory (the default) in Node. */
export function setFaultStorage(next: FaultStorage): void {
  storage = next
}

export const faultStorage = (): FaultStorage => storage

/** The stored rules as written (null when there are none, or the storage cannot be read). */
export function readStoredFaults(): string | null {
  try {
    return storage.getItem(FAULTS_KEY)
  } catch {
    return null
  }
}
