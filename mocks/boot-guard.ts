import { FAULTS_KEY, FAULTS_PARAM, STORE_KEYS } from './store/keys'

/**
 * The mock's part of /boot.js (built with src/boot.ts by scripts/boot-script.mjs; runs in <head> before first
 * paint). When this browser's API data may differ from the prerendered seed (admin edits in the mock's stored
 * database, or mock faults set for testing), the seed content must not flash before the app renders its own:
 * `data-local-edits` on <html> says so (read by src/lib/prerendered.ts and src/app/global.css).
 */
export function storedDataDiffers(storage: Storage, search: string): boolean {
  if (storage.getItem(STORE_KEYS.legacySnapshot) !== null || storage.getItem(FAULTS_KEY) !== null) return true
  if (new URLSearchParams(search).has(FAULTS_PARAM)) return true
  for (let i = 0; i < storage.length; i++) if ((storage.key(i) ?? '').startsWith(STORE_KEYS.record)) return true
  return false
}

export function markStoredData(): void {
  try {
    if (storedDataDiffers(window.localStorage, window.location.search))
      document.documentElement.setAttribute('data-local-edits', '')
  } catch {
    // Storage blocked: nothing can have been edited here.
  }
}
