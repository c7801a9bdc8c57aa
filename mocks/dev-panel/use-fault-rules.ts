import { useMemo, useSyncExternalStore } from 'react'
import { FAULTS_KEY, parseFaults, setFaultStorage, subscribeFaults, writeFaults, type FaultRule } from '../faults'

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAULTS_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  const unsubscribe = subscribeFaults(onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    unsubscribe()
  }
}

const readRaw = () => window.localStorage.getItem(FAULTS_KEY)

/** The fault switch's rules as stored in localStorage, kept current, with setters. */
export function useFaultRules() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  const rules = useMemo(() => parseFaults(raw), [raw])
  return useMemo(() => {
    // The mock API already reads localStorage; this only makes sure the panel writes there too.
    setFaultStorage(window.localStorage)
    return {
      rules,
      add: (rule: FaultRule) => writeFaults([...rules, rule]),
      remove: (index: number) => writeFaults(rules.filter((_, i) => i !== index)),
      clear: () => writeFaults(null),
    }
  }, [rules])
}
