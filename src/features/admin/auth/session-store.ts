import { setAuthToken } from '../../../api/client'
import { adminSessionSchema, type AdminSession } from '../../../api/schemas'
import { SESSION_KEY } from '../../../api/signals'

function stores(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.sessionStorage, window.localStorage]
}

export function loadSession(): AdminSession | null {
  for (const store of stores()) {
    const raw = store.getItem(SESSION_KEY)
    if (!raw) continue
    try {
      const parsed = adminSessionSchema.safeParse(JSON.parse(raw))
      if (parsed.success) return parsed.data
    } catch {
      // A corrupt entry is treated as signed out.
    }
    store.removeItem(SESSION_KEY)
  }
  return null
}

export function saveSession(session: AdminSession): void {
  clearSession()
  const store = session.remember ? window.localStorage : window.sessionStorage
  store.setItem(SESSION_KEY, JSON.stringify(session))
  setAuthToken(session.token)
}

export function clearSession(): void {
  for (const store of stores()) store.removeItem(SESSION_KEY)
  setAuthToken(null)
}

/** Only same-site paths are followed after sign-in ("//evil.com" and "https://..." are not). */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return '/dashboard'
  return value
}
